import { fireEvent, screen, waitFor } from "@testing-library/react";
import { ContestMessageForm, CONTEST_MESSAGE_MAX } from "./ContestMessageForm";
import { MessageContestParticipantsDocument } from "./gql/graphql";
import { getToasts } from "../../../app/toasts";
import { demoMe, renderApp } from "../../../../test/render";

const toastTexts = () => getToasts().map((t) => `${t.type}: ${t.message}`);

describe("contest creators' message to the participants", () => {
  it("sends the trimmed text, toasts how many it reached and clears; the server's refusal is toasted as said", async () => {
    const sent = jest.fn(() => ({ data: { messageContestParticipants: { __typename: "ContestMessageResult", recipients: 4 } } }));
    renderApp(<ContestMessageForm contestId="5" />, {
      me: demoMe,
      mocks: [
        {
          request: { query: MessageContestParticipantsDocument, variables: { contestId: "5", message: "Upload today" } },
          result: sent,
        },
        {
          request: { query: MessageContestParticipantsDocument, variables: { contestId: "5", message: "Again" } },
          result: {
            errors: [{ message: "This message was already sent to the participants", extensions: { code: "CONFLICT" } }],
          },
        },
      ],
    });
    const box = screen.getByLabelText("Message");
    const button = screen.getByRole("button", { name: "Send message" });
    // Nothing to send yet.
    fireEvent.click(button);
    expect(sent).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: "x".repeat(CONTEST_MESSAGE_MAX + 1) } });
    expect(button).toHaveAttribute("aria-disabled", "true");
    fireEvent.click(button);
    expect(sent).not.toHaveBeenCalled();

    fireEvent.change(box, { target: { value: "  Upload today  " } });
    fireEvent.click(button);
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(toastTexts()).toContain("success: Message sent to 4 participants"));
    await waitFor(() => expect(box).toHaveValue(""));

    fireEvent.change(box, { target: { value: "Again" } });
    fireEvent.click(button);
    await waitFor(() => expect(toastTexts()).toContain("danger: This message was already sent to the participants"));
    expect(box).toHaveValue("Again");
  });
});
