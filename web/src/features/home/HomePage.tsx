import "./home.css";
import { useReadQuery } from "@apollo/client/react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLoaderData } from "react-router-dom";
import { PageLoading } from "../../app/PageLoading";
import { Logo } from "../../components/Logo";
import { RankCrown } from "../../components/RankBadge";
import type { HomeLoaderData } from "./home.loader";
import { RANKS } from "../../lib/ranks";
import { useCurrentUser } from "../../app/current-user";
import { loginHref } from "../../app/login";
import { MissionCardView } from "../missions/MissionCardView";
import { QuestCard } from "../quests/QuestCard";
import { ArtistsGrid } from "./ArtistsGrid";
import { PointsTable } from "./PointsTable";

const BN_SITE = "https://bn.mappersguild.com/";

/**
 * The example card's texts: as written while the card is far below the fold, rendered as markdown (the priority quest
 * pages' components/Markdown, a lazy chunk) once it comes near the viewport, so the first visit does not load the
 * markdown pipeline (docs/architecture.md, "First visit") and a reader never sees raw markdown.
 */
function PlainText({ source }: { source: string | null | undefined }) {
  return source ? <p className="home-example-text">{source}</p> : null;
}

const LazyMarkdown = lazy(() => import("../../components/Markdown").then((m) => ({ default: m.Markdown })));

function MarkdownText({ source }: { source: string | null | undefined }) {
  return (
    <Suspense fallback={<PlainText source={source} />}>
      <LazyMarkdown source={source} />
    </Suspense>
  );
}

/** True once `ref`'s element is within `margin` of the viewport (never where IntersectionObserver is missing). */
function useNearViewport(margin: string) {
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near || !el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: margin,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}

function Examples() {
  const { data } = useReadQuery((useLoaderData() as HomeLoaderData).examples);
  const { ref, near } = useNearViewport("400px");
  if (!data?.exampleMission && !data?.exampleQuest) return null;
  return (
    <section className="home-section" aria-labelledby="examples-title" ref={ref}>
      <h2 id="examples-title">What it looks like</h2>
      <div className="examples">
        {data.exampleMission && (
          <div>
            <h3 className="examples__kind">An example priority quest</h3>
            <MissionCardView mission={data.exampleMission} Text={near ? MarkdownText : PlainText} />
          </div>
        )}
        {data.exampleQuest && (
          <div>
            <h3 className="examples__kind">An example quest</h3>
            <QuestCard quest={data.exampleQuest} />
          </div>
        )}
      </div>
    </section>
  );
}

/** The landing page (/ and /home): no page header. */
export default function HomePage() {
  const { me } = useCurrentUser();
  return (
    <div className="home">
      <section className="hero">
        <Logo size={96} />
        <div>
          <h1 className="hero__title">Mappers' Guild</h1>
          <p className="hero__tagline">Map songs by osu! Featured Artists, together, and get rewarded for it.</p>
          {!me && (
            <a className="button button--primary button--large" href={loginHref("/")}>
              Log in
            </a>
          )}
        </div>
      </section>

      <section className="home-section" aria-labelledby="about-title">
        <h2 id="about-title">What is the Mappers' Guild?</h2>
        <p>
          The Mappers' Guild is a hub for osu! mappers who make beatmaps of songs by{" "}
          <a href="https://osu.ppy.sh/beatmaps/artists" target="_blank" rel="noopener noreferrer">
            Featured Artists
          </a>
          . Host a mapset and track who makes which difficulty, join a party to take on a quest, or enter a priority quest with a
          map that meets its requirements. Every Ranked map you work on earns points towards profile badges.
        </p>
        <p>
          Quests are added whenever a new Featured Artist is released. Priority quests are special challenges that anyone who
          meets their criteria can join — no claiming needed.
        </p>
        <p>
          Questions, ideas or looking for collaborators? Talk to other members in the Mappers' Guild channels of the osu!
          community chat and the osu! mapping Discord.
        </p>
      </section>

      <section className="home-section" aria-labelledby="rewards-title">
        <h2 id="rewards-title">Rewards</h2>
        <p>
          Points come from Ranked beatmaps: they are counted when a map is Ranked, not before. Reach a points threshold and you
          earn a Mappers' Guild profile badge on osu!.
        </p>
        <ul className="rewards">
          {RANKS.filter((r) => r.rank > 0).map((r) => (
            <li key={r.rank} className={`rewards__item rank-badge--${r.rank}`}>
              <RankCrown rank={r.rank} size={36} />
              <strong>{r.name}</strong>
              <span>{r.threshold} points</span>
            </li>
          ))}
        </ul>
        <p>Available points (earned minus spent) pay for accepting quests and other guild activities.</p>
      </section>

      <section className="home-section" aria-labelledby="points-title">
        <h2 id="points-title">How points are earned</h2>
        <p>
          Difficulty points scale with the length of the map, and a difficulty made by several mappers is split evenly between
          them.
        </p>
        <PointsTable />
      </section>

      {/* Each part waits for its own answer: the hero and the texts show at once. */}
      <Suspense fallback={null}>
        <Examples />
      </Suspense>

      {!me && (
        <section className="home-section join" aria-labelledby="join-title">
          <h2 id="join-title">Join the guild</h2>
          <p>All it takes is an osu! account. Verify it and you can start hosting beatmaps and joining quests.</p>
          <a className="button button--primary button--large" href={loginHref("/")}>
            verify your account
          </a>
        </section>
      )}

      <section className="home-section" aria-labelledby="artists-title">
        <h2 id="artists-title">Recent Featured Artists</h2>
        <Suspense fallback={<PageLoading label="Loading artists…" />}>
          <ArtistsGrid />
        </Suspense>
      </section>

      <div className="bn-dock">
        <a className="button button--primary bn-button" href={BN_SITE} target="_blank" rel="noopener noreferrer">
          visit BN/NAT site
        </a>
      </div>
    </div>
  );
}
