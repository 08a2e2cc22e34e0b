/**
 * /settings/notifications: per kind of notification, the inbox (the bell) and osu! chat on or off
 * (api/src/modules/notifications/README.md "Settings"). Each switch saves at once and toasts.
 */
import { useRouteQuery } from "../../app/route-loader";
import { useState } from "react";
import { Link } from "react-router-dom";
import { errorMessage } from "../../app/errors";
import { useActionMutation } from "../../app/useActionMutation";
import {
  NotificationSettingsDocument,
  SetNotificationSettingDocument,
  type EventKind,
  type NotificationSettingFieldsFragment,
} from "./gql/graphql";
import "./notifications.css";

function useSetSetting() {
  return useActionMutation(SetNotificationSettingDocument, {
    success: (d, v) => {
      const s = d.setNotificationSetting;
      const chat = v.input.chat !== undefined && v.input.chat !== null;
      return `${s.label}: ${chat ? "osu! chat" : "inbox"} ${(chat ? s.chat : s.inbox) ? "on" : "off"}`;
    },
  });
}

/** An on/off switch named by the kind and the channel ("Party invitations in the inbox"). */
function KindSwitch({
  label,
  checked,
  disabled,
  busy,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  busy: boolean;
  onChange: (next: boolean) => void;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      aria-busy={busy || undefined}
      className={`switch ${checked ? "switch--on" : ""}`}
      onClick={() => {
        if (!busy) onChange(!checked);
      }}
    >
      <span className="switch__thumb" aria-hidden="true" />
    </button>
  );
}

function SettingRow({
  s,
  busy,
  onSet,
}: {
  s: NotificationSettingFieldsFragment;
  busy: boolean;
  onSet: (change: { inbox?: boolean; chat?: boolean }) => void;
}) {
  return (
    <tr>
      <th scope="row" className="notification-setting__label">
        {s.label}
      </th>
      <td>
        <KindSwitch label={`${s.label} in the inbox`} checked={s.inbox} busy={busy} onChange={(inbox) => onSet({ inbox })} />
      </td>
      <td>
        <KindSwitch
          label={`${s.label} as an osu! chat message`}
          checked={s.chat && s.chatAvailable}
          disabled={!s.chatAvailable}
          busy={busy}
          onChange={(chat) => onSet({ chat })}
        />
      </td>
    </tr>
  );
}

export default function NotificationSettingsPage() {
  const { data, error } = useRouteQuery(NotificationSettingsDocument);
  const set = useSetSetting();
  const [saving, setSaving] = useState<EventKind | null>(null);
  const settings = data?.notificationSettings ?? [];
  const save = async (kind: EventKind, change: { inbox?: boolean; chat?: boolean }) => {
    setSaving(kind);
    await set.run({ input: { kind, ...change } });
    setSaving(null);
  };
  const chatAvailable = settings[0]?.chatAvailable ?? false;

  if (error && !data)
    return (
      <p className="card" role="alert">
        {errorMessage(error)}
      </p>
    );
  return (
    <div className="notifications-page">
      <p className="prose">
        Choose what reaches your <Link to="/notifications">inbox</Link> (the bell at the top) and what is also sent to you as an
        osu! chat message. Nobody is ever told of their own actions.{" "}
        {chatAvailable
          ? "Chat messages come from the guild's osu! bot account, a minute or so after the event."
          : "This site has no osu! chat bot configured, so no chat messages are sent: the chat switches stay off."}
      </p>
      <section className="card" aria-labelledby="notification-kinds-title">
        <h2 id="notification-kinds-title" className="notification-settings__title">
          Notify me about
        </h2>
        <div className="table-scroll">
          <table className="table notification-settings">
            <thead>
              <tr>
                <th scope="col">Kind</th>
                <th scope="col">Inbox</th>
                <th scope="col">osu! chat</th>
              </tr>
            </thead>
            <tbody>
              {settings.map((s) => (
                <SettingRow key={s.kind} s={s} busy={saving === s.kind} onSet={(change) => void save(s.kind, change)} />
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
