/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends " $fragmentName" | "__typename" ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from "@graphql-typed-document-node/core";
/** A beatmap's mode; hybrid = several modes, one per task */
export type BeatmapMode =
  /** osu!catch only */
  | "catch"
  /** Difficulties in several modes */
  | "hybrid"
  /** osu!mania only */
  | "mania"
  /** osu!standard only */
  | "osu"
  /** osu!taiko only */
  | "taiko";

/** any: no filter; none: mapsets linked to no quest */
export type BeatmapQuestFilter =
  /** Mapsets with or without a quest */
  | "any"
  /** Only mapsets linked to no quest */
  | "none";

/** Where a guild mapset stands on its way to Ranked */
export type BeatmapStatus =
  /** Mapping finished, not yet qualified on osu! */
  | "Done"
  /** Qualified on osu! */
  | "Qualified"
  /** Ranked on osu! */
  | "Ranked"
  /** Being mapped */
  | "WIP";

/** A new mapset: the song, its mode and its first tasks */
export type CreateBeatmapInput = {
  /** Game mode of the mapset (hybrid allows difficulties of several modes) */
  mode: BeatmapMode;
  /** A song of a featured artist (status public or playlist) */
  songId: string | number;
  /** Difficulties and extras to create with the mapset (at most 50) */
  tasks: Array<CreateTaskInput>;
  /** Task names other users may not claim */
  tasksLocked?: Array<TaskName> | null | undefined;
};

/** One task to create together with a new mapset */
export type CreateTaskInput = {
  /** Mappers (several = collab); empty = yourself */
  mapperIds?: Array<string | number> | null | undefined;
  /** Required for difficulties of a hybrid mapset; otherwise ignored */
  mode?: Mode | null | undefined;
  /** Difficulty or extra to create */
  name: TaskName;
  /** Starting status, WIP by default */
  status?: TaskStatus | null | undefined;
};

/** osu! game modes */
export type Mode =
  /** osu!catch */
  | "catch"
  /** osu!mania */
  | "mania"
  /** osu!standard */
  | "osu"
  /** osu!taiko */
  | "taiko";

/** The mode of a task: a game mode for difficulties, or the kind of extra task */
export type TaskMode =
  /** An osu!catch difficulty */
  | "catch"
  /** The hitsounds */
  | "hs"
  /** An osu!mania difficulty */
  | "mania"
  /** An osu!standard difficulty */
  | "osu"
  /** The storyboard */
  | "sb"
  /** The skin */
  | "skin"
  /** An osu!taiko difficulty */
  | "taiko";

/** Difficulty or extra task of a mapset, in canonical order */
export type TaskName =
  /** An Easy difficulty */
  | "Easy"
  /** An Expert difficulty */
  | "Expert"
  /** A Hard difficulty */
  | "Hard"
  /** The hitsounds */
  | "Hitsounds"
  /** An Insane difficulty */
  | "Insane"
  /** A Normal difficulty */
  | "Normal"
  /** The skin */
  | "Skin"
  /** The storyboard */
  | "Storyboard";

/** Whether a task of a mapset is finished */
export type TaskStatus =
  /** Finished */
  | "Done"
  /** Being worked on */
  | "WIP";

export type BeatmapPersonFragment = { id: string; username: string; osuId: number };

export type BeatmapCardFieldsFragment = {
  id: string;
  status: BeatmapStatus;
  mode: BeatmapMode;
  url: string | null;
  cardCoverUrl: string | null;
  coverUrl: string | null;
  isShowcase: boolean;
  tasksLocked: Array<TaskName>;
  createdAt: string;
  song: { id: string; title: string; artistName: string; artist: { id: string; coverUrl: string | null } };
  host: { id: string; username: string; osuId: number };
  quest: { id: string; name: string; coverUrl: string | null; isMbc: boolean } | null;
  mission: { id: string; name: string; tier: number } | null;
  tasks: Array<{
    id: string;
    name: TaskName;
    mode: TaskMode;
    status: TaskStatus;
    mappers: Array<{ id: string; username: string; osuId: number }>;
  }>;
};

export type BeatmapDetailFieldsFragment = {
  viewerIsHost: boolean;
  updatedAt: string;
  submissionDate: string | null;
  rankedDate: string | null;
  length: number | null;
  id: string;
  status: BeatmapStatus;
  mode: BeatmapMode;
  url: string | null;
  cardCoverUrl: string | null;
  coverUrl: string | null;
  isShowcase: boolean;
  tasksLocked: Array<TaskName>;
  createdAt: string;
  modders: Array<{ id: string; username: string; osuId: number }>;
  bns: Array<{ id: string; username: string; osuId: number }>;
  song: { id: string; title: string; artistName: string; artist: { id: string; coverUrl: string | null } };
  host: { id: string; username: string; osuId: number };
  quest: { id: string; name: string; coverUrl: string | null; isMbc: boolean } | null;
  mission: { id: string; name: string; tier: number } | null;
  tasks: Array<{
    id: string;
    name: TaskName;
    mode: TaskMode;
    status: TaskStatus;
    mappers: Array<{ id: string; username: string; osuId: number }>;
  }>;
};

export type BeatmapsPageQueryVariables = Exact<{ [key: string]: never }>;

export type BeatmapsPageQuery = { me: { id: string; mainMode: Mode } | null };

export type MyBeatmapsQueryVariables = Exact<{
  mode?: Mode | null | undefined;
  status?: BeatmapStatus | null | undefined;
  quest?: BeatmapQuestFilter | null | undefined;
  search?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;

export type MyBeatmapsQuery = {
  myBeatmapsConnection: {
    totalCount: number;
    edges: Array<{
      cursor: string;
      node: {
        id: string;
        status: BeatmapStatus;
        mode: BeatmapMode;
        url: string | null;
        cardCoverUrl: string | null;
        coverUrl: string | null;
        isShowcase: boolean;
        tasksLocked: Array<TaskName>;
        createdAt: string;
        song: { id: string; title: string; artistName: string; artist: { id: string; coverUrl: string | null } };
        host: { id: string; username: string; osuId: number };
        quest: { id: string; name: string; coverUrl: string | null; isMbc: boolean } | null;
        mission: { id: string; name: string; tier: number } | null;
        tasks: Array<{
          id: string;
          name: TaskName;
          mode: TaskMode;
          status: TaskStatus;
          mappers: Array<{ id: string; username: string; osuId: number }>;
        }>;
      };
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

export type MyGuestBeatmapsQueryVariables = Exact<{
  mode?: Mode | null | undefined;
  status?: BeatmapStatus | null | undefined;
  quest?: BeatmapQuestFilter | null | undefined;
  search?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;

export type MyGuestBeatmapsQuery = {
  myGuestBeatmapsConnection: {
    totalCount: number;
    edges: Array<{
      cursor: string;
      node: {
        id: string;
        status: BeatmapStatus;
        mode: BeatmapMode;
        url: string | null;
        cardCoverUrl: string | null;
        coverUrl: string | null;
        isShowcase: boolean;
        tasksLocked: Array<TaskName>;
        createdAt: string;
        song: { id: string; title: string; artistName: string; artist: { id: string; coverUrl: string | null } };
        host: { id: string; username: string; osuId: number };
        quest: { id: string; name: string; coverUrl: string | null; isMbc: boolean } | null;
        mission: { id: string; name: string; tier: number } | null;
        tasks: Array<{
          id: string;
          name: TaskName;
          mode: TaskMode;
          status: TaskStatus;
          mappers: Array<{ id: string; username: string; osuId: number }>;
        }>;
      };
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

export type OtherBeatmapsQueryVariables = Exact<{
  mode?: Mode | null | undefined;
  status?: BeatmapStatus | null | undefined;
  quest?: BeatmapQuestFilter | null | undefined;
  search?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;

export type OtherBeatmapsQuery = {
  beatmapsConnection: {
    edges: Array<{
      cursor: string;
      node: {
        id: string;
        status: BeatmapStatus;
        mode: BeatmapMode;
        url: string | null;
        cardCoverUrl: string | null;
        coverUrl: string | null;
        isShowcase: boolean;
        tasksLocked: Array<TaskName>;
        createdAt: string;
        song: { id: string; title: string; artistName: string; artist: { id: string; coverUrl: string | null } };
        host: { id: string; username: string; osuId: number };
        quest: { id: string; name: string; coverUrl: string | null; isMbc: boolean } | null;
        mission: { id: string; name: string; tier: number } | null;
        tasks: Array<{
          id: string;
          name: TaskName;
          mode: TaskMode;
          status: TaskStatus;
          mappers: Array<{ id: string; username: string; osuId: number }>;
        }>;
      };
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

export type BeatmapDetailQueryVariables = Exact<{
  id: string | number;
}>;

export type BeatmapDetailQuery = {
  beatmap: {
    viewerIsHost: boolean;
    updatedAt: string;
    submissionDate: string | null;
    rankedDate: string | null;
    length: number | null;
    id: string;
    status: BeatmapStatus;
    mode: BeatmapMode;
    url: string | null;
    cardCoverUrl: string | null;
    coverUrl: string | null;
    isShowcase: boolean;
    tasksLocked: Array<TaskName>;
    createdAt: string;
    modders: Array<{ id: string; username: string; osuId: number }>;
    bns: Array<{ id: string; username: string; osuId: number }>;
    song: { id: string; title: string; artistName: string; artist: { id: string; coverUrl: string | null } };
    host: { id: string; username: string; osuId: number };
    quest: { id: string; name: string; coverUrl: string | null; isMbc: boolean } | null;
    mission: { id: string; name: string; tier: number } | null;
    tasks: Array<{
      id: string;
      name: TaskName;
      mode: TaskMode;
      status: TaskStatus;
      mappers: Array<{ id: string; username: string; osuId: number }>;
    }>;
  };
};

export type BeatmapPointsPreviewQueryVariables = Exact<{
  id: string | number;
}>;

export type BeatmapPointsPreviewQuery = {
  beatmap: {
    id: string;
    pointsPreview: {
      length: number;
      lengthFactor: number;
      taskCount: number;
      bonusPerDifficulty: number;
      bonusSource: string | null;
      hostPoints: number;
      bnPoints: number;
      totalPoints: number;
      summary: string;
      tasks: Array<{
        taskId: string;
        name: TaskName;
        mode: TaskMode;
        points: number;
        pointsPerMapper: number;
        mappers: Array<{ id: string; username: string; osuId: number }>;
      }>;
      users: Array<{
        difficulties: number;
        hitsounds: number;
        storyboard: number;
        skin: number;
        host: number;
        modding: number;
        quest: number;
        mission: number;
        total: number;
        user: { id: string; username: string; osuId: number };
      }>;
    } | null;
  };
};

export type BeatmapLinkChoicesQueryVariables = Exact<{
  beatmapId: string | number;
  first: number;
  after?: string | null | undefined;
}>;

export type BeatmapLinkChoicesQuery = {
  eligibleMissionsForBeatmap: Array<{ id: string; name: string; tier: number }>;
  questsConnection: {
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: Array<{ cursor: string; node: { id: string; name: string } }>;
  };
};

export type MappableArtistSearchQueryVariables = Exact<{
  search?: string | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;

export type MappableArtistSearchQuery = {
  mappableArtistsConnection: {
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    nodes: Array<{ id: string; label: string; songs: Array<{ id: string; title: string }> }>;
  };
};

export type ValidateUsersQueryVariables = Exact<{
  input: string;
}>;

export type ValidateUsersQuery = { validateUsers: Array<{ id: string; username: string; osuId: number }> };

export type CreateBeatmapMutationVariables = Exact<{
  input: CreateBeatmapInput;
}>;

export type CreateBeatmapMutation = {
  createBeatmap: {
    viewerIsHost: boolean;
    updatedAt: string;
    submissionDate: string | null;
    rankedDate: string | null;
    length: number | null;
    id: string;
    status: BeatmapStatus;
    mode: BeatmapMode;
    url: string | null;
    cardCoverUrl: string | null;
    coverUrl: string | null;
    isShowcase: boolean;
    tasksLocked: Array<TaskName>;
    createdAt: string;
    modders: Array<{ id: string; username: string; osuId: number }>;
    bns: Array<{ id: string; username: string; osuId: number }>;
    song: { id: string; title: string; artistName: string; artist: { id: string; coverUrl: string | null } };
    host: { id: string; username: string; osuId: number };
    quest: { id: string; name: string; coverUrl: string | null; isMbc: boolean } | null;
    mission: { id: string; name: string; tier: number } | null;
    tasks: Array<{
      id: string;
      name: TaskName;
      mode: TaskMode;
      status: TaskStatus;
      mappers: Array<{ id: string; username: string; osuId: number }>;
    }>;
  };
};

export type DeleteBeatmapMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteBeatmapMutation = { deleteBeatmap: string };

export type SetBeatmapStatusMutationVariables = Exact<{
  id: string | number;
  status: BeatmapStatus;
}>;

export type SetBeatmapStatusMutation = {
  setBeatmapStatus: {
    viewerIsHost: boolean;
    updatedAt: string;
    submissionDate: string | null;
    rankedDate: string | null;
    length: number | null;
    id: string;
    status: BeatmapStatus;
    mode: BeatmapMode;
    url: string | null;
    cardCoverUrl: string | null;
    coverUrl: string | null;
    isShowcase: boolean;
    tasksLocked: Array<TaskName>;
    createdAt: string;
    modders: Array<{ id: string; username: string; osuId: number }>;
    bns: Array<{ id: string; username: string; osuId: number }>;
    song: { id: string; title: string; artistName: string; artist: { id: string; coverUrl: string | null } };
    host: { id: string; username: string; osuId: number };
    quest: { id: string; name: string; coverUrl: string | null; isMbc: boolean } | null;
    mission: { id: string; name: string; tier: number } | null;
    tasks: Array<{
      id: string;
      name: TaskName;
      mode: TaskMode;
      status: TaskStatus;
      mappers: Array<{ id: string; username: string; osuId: number }>;
    }>;
  };
};

export type SetBeatmapModeMutationVariables = Exact<{
  id: string | number;
  mode: BeatmapMode;
}>;

export type SetBeatmapModeMutation = {
  setBeatmapMode: {
    viewerIsHost: boolean;
    updatedAt: string;
    submissionDate: string | null;
    rankedDate: string | null;
    length: number | null;
    id: string;
    status: BeatmapStatus;
    mode: BeatmapMode;
    url: string | null;
    cardCoverUrl: string | null;
    coverUrl: string | null;
    isShowcase: boolean;
    tasksLocked: Array<TaskName>;
    createdAt: string;
    modders: Array<{ id: string; username: string; osuId: number }>;
    bns: Array<{ id: string; username: string; osuId: number }>;
    song: { id: string; title: string; artistName: string; artist: { id: string; coverUrl: string | null } };
    host: { id: string; username: string; osuId: number };
    quest: { id: string; name: string; coverUrl: string | null; isMbc: boolean } | null;
    mission: { id: string; name: string; tier: number } | null;
    tasks: Array<{
      id: string;
      name: TaskName;
      mode: TaskMode;
      status: TaskStatus;
      mappers: Array<{ id: string; username: string; osuId: number }>;
    }>;
  };
};

export type SetBeatmapLinkMutationVariables = Exact<{
  id: string | number;
  url?: string | null | undefined;
}>;

export type SetBeatmapLinkMutation = {
  setBeatmapLink: {
    viewerIsHost: boolean;
    updatedAt: string;
    submissionDate: string | null;
    rankedDate: string | null;
    length: number | null;
    id: string;
    status: BeatmapStatus;
    mode: BeatmapMode;
    url: string | null;
    cardCoverUrl: string | null;
    coverUrl: string | null;
    isShowcase: boolean;
    tasksLocked: Array<TaskName>;
    createdAt: string;
    modders: Array<{ id: string; username: string; osuId: number }>;
    bns: Array<{ id: string; username: string; osuId: number }>;
    song: { id: string; title: string; artistName: string; artist: { id: string; coverUrl: string | null } };
    host: { id: string; username: string; osuId: number };
    quest: { id: string; name: string; coverUrl: string | null; isMbc: boolean } | null;
    mission: { id: string; name: string; tier: number } | null;
    tasks: Array<{
      id: string;
      name: TaskName;
      mode: TaskMode;
      status: TaskStatus;
      mappers: Array<{ id: string; username: string; osuId: number }>;
    }>;
  };
};

export type LockTaskMutationVariables = Exact<{
  beatmapId: string | number;
  name: TaskName;
}>;

export type LockTaskMutation = {
  lockTask: {
    viewerIsHost: boolean;
    updatedAt: string;
    submissionDate: string | null;
    rankedDate: string | null;
    length: number | null;
    id: string;
    status: BeatmapStatus;
    mode: BeatmapMode;
    url: string | null;
    cardCoverUrl: string | null;
    coverUrl: string | null;
    isShowcase: boolean;
    tasksLocked: Array<TaskName>;
    createdAt: string;
    modders: Array<{ id: string; username: string; osuId: number }>;
    bns: Array<{ id: string; username: string; osuId: number }>;
    song: { id: string; title: string; artistName: string; artist: { id: string; coverUrl: string | null } };
    host: { id: string; username: string; osuId: number };
    quest: { id: string; name: string; coverUrl: string | null; isMbc: boolean } | null;
    mission: { id: string; name: string; tier: number } | null;
    tasks: Array<{
      id: string;
      name: TaskName;
      mode: TaskMode;
      status: TaskStatus;
      mappers: Array<{ id: string; username: string; osuId: number }>;
    }>;
  };
};

export type UnlockTaskMutationVariables = Exact<{
  beatmapId: string | number;
  name: TaskName;
}>;

export type UnlockTaskMutation = {
  unlockTask: {
    viewerIsHost: boolean;
    updatedAt: string;
    submissionDate: string | null;
    rankedDate: string | null;
    length: number | null;
    id: string;
    status: BeatmapStatus;
    mode: BeatmapMode;
    url: string | null;
    cardCoverUrl: string | null;
    coverUrl: string | null;
    isShowcase: boolean;
    tasksLocked: Array<TaskName>;
    createdAt: string;
    modders: Array<{ id: string; username: string; osuId: number }>;
    bns: Array<{ id: string; username: string; osuId: number }>;
    song: { id: string; title: string; artistName: string; artist: { id: string; coverUrl: string | null } };
    host: { id: string; username: string; osuId: number };
    quest: { id: string; name: string; coverUrl: string | null; isMbc: boolean } | null;
    mission: { id: string; name: string; tier: number } | null;
    tasks: Array<{
      id: string;
      name: TaskName;
      mode: TaskMode;
      status: TaskStatus;
      mappers: Array<{ id: string; username: string; osuId: number }>;
    }>;
  };
};

export type AddTaskMutationVariables = Exact<{
  beatmapId: string | number;
  name: TaskName;
  mode?: Mode | null | undefined;
  userId?: string | number | null | undefined;
}>;

export type AddTaskMutation = {
  addTask: {
    viewerIsHost: boolean;
    updatedAt: string;
    submissionDate: string | null;
    rankedDate: string | null;
    length: number | null;
    id: string;
    status: BeatmapStatus;
    mode: BeatmapMode;
    url: string | null;
    cardCoverUrl: string | null;
    coverUrl: string | null;
    isShowcase: boolean;
    tasksLocked: Array<TaskName>;
    createdAt: string;
    modders: Array<{ id: string; username: string; osuId: number }>;
    bns: Array<{ id: string; username: string; osuId: number }>;
    song: { id: string; title: string; artistName: string; artist: { id: string; coverUrl: string | null } };
    host: { id: string; username: string; osuId: number };
    quest: { id: string; name: string; coverUrl: string | null; isMbc: boolean } | null;
    mission: { id: string; name: string; tier: number } | null;
    tasks: Array<{
      id: string;
      name: TaskName;
      mode: TaskMode;
      status: TaskStatus;
      mappers: Array<{ id: string; username: string; osuId: number }>;
    }>;
  };
};

export type RemoveTaskMutationVariables = Exact<{
  beatmapId: string | number;
  taskId: string | number;
}>;

export type RemoveTaskMutation = {
  removeTask: {
    viewerIsHost: boolean;
    updatedAt: string;
    submissionDate: string | null;
    rankedDate: string | null;
    length: number | null;
    id: string;
    status: BeatmapStatus;
    mode: BeatmapMode;
    url: string | null;
    cardCoverUrl: string | null;
    coverUrl: string | null;
    isShowcase: boolean;
    tasksLocked: Array<TaskName>;
    createdAt: string;
    modders: Array<{ id: string; username: string; osuId: number }>;
    bns: Array<{ id: string; username: string; osuId: number }>;
    song: { id: string; title: string; artistName: string; artist: { id: string; coverUrl: string | null } };
    host: { id: string; username: string; osuId: number };
    quest: { id: string; name: string; coverUrl: string | null; isMbc: boolean } | null;
    mission: { id: string; name: string; tier: number } | null;
    tasks: Array<{
      id: string;
      name: TaskName;
      mode: TaskMode;
      status: TaskStatus;
      mappers: Array<{ id: string; username: string; osuId: number }>;
    }>;
  };
};

export type SetTaskStatusMutationVariables = Exact<{
  beatmapId: string | number;
  taskId: string | number;
  status: TaskStatus;
}>;

export type SetTaskStatusMutation = {
  setTaskStatus: {
    viewerIsHost: boolean;
    updatedAt: string;
    submissionDate: string | null;
    rankedDate: string | null;
    length: number | null;
    id: string;
    status: BeatmapStatus;
    mode: BeatmapMode;
    url: string | null;
    cardCoverUrl: string | null;
    coverUrl: string | null;
    isShowcase: boolean;
    tasksLocked: Array<TaskName>;
    createdAt: string;
    modders: Array<{ id: string; username: string; osuId: number }>;
    bns: Array<{ id: string; username: string; osuId: number }>;
    song: { id: string; title: string; artistName: string; artist: { id: string; coverUrl: string | null } };
    host: { id: string; username: string; osuId: number };
    quest: { id: string; name: string; coverUrl: string | null; isMbc: boolean } | null;
    mission: { id: string; name: string; tier: number } | null;
    tasks: Array<{
      id: string;
      name: TaskName;
      mode: TaskMode;
      status: TaskStatus;
      mappers: Array<{ id: string; username: string; osuId: number }>;
    }>;
  };
};

export type AddCollaboratorMutationVariables = Exact<{
  beatmapId: string | number;
  taskId: string | number;
  userId?: string | number | null | undefined;
}>;

export type AddCollaboratorMutation = {
  addCollaborator: {
    viewerIsHost: boolean;
    updatedAt: string;
    submissionDate: string | null;
    rankedDate: string | null;
    length: number | null;
    id: string;
    status: BeatmapStatus;
    mode: BeatmapMode;
    url: string | null;
    cardCoverUrl: string | null;
    coverUrl: string | null;
    isShowcase: boolean;
    tasksLocked: Array<TaskName>;
    createdAt: string;
    modders: Array<{ id: string; username: string; osuId: number }>;
    bns: Array<{ id: string; username: string; osuId: number }>;
    song: { id: string; title: string; artistName: string; artist: { id: string; coverUrl: string | null } };
    host: { id: string; username: string; osuId: number };
    quest: { id: string; name: string; coverUrl: string | null; isMbc: boolean } | null;
    mission: { id: string; name: string; tier: number } | null;
    tasks: Array<{
      id: string;
      name: TaskName;
      mode: TaskMode;
      status: TaskStatus;
      mappers: Array<{ id: string; username: string; osuId: number }>;
    }>;
  };
};

export type RemoveCollaboratorMutationVariables = Exact<{
  beatmapId: string | number;
  taskId: string | number;
  userId: string | number;
}>;

export type RemoveCollaboratorMutation = {
  removeCollaborator: {
    viewerIsHost: boolean;
    updatedAt: string;
    submissionDate: string | null;
    rankedDate: string | null;
    length: number | null;
    id: string;
    status: BeatmapStatus;
    mode: BeatmapMode;
    url: string | null;
    cardCoverUrl: string | null;
    coverUrl: string | null;
    isShowcase: boolean;
    tasksLocked: Array<TaskName>;
    createdAt: string;
    modders: Array<{ id: string; username: string; osuId: number }>;
    bns: Array<{ id: string; username: string; osuId: number }>;
    song: { id: string; title: string; artistName: string; artist: { id: string; coverUrl: string | null } };
    host: { id: string; username: string; osuId: number };
    quest: { id: string; name: string; coverUrl: string | null; isMbc: boolean } | null;
    mission: { id: string; name: string; tier: number } | null;
    tasks: Array<{
      id: string;
      name: TaskName;
      mode: TaskMode;
      status: TaskStatus;
      mappers: Array<{ id: string; username: string; osuId: number }>;
    }>;
  };
};

export type ToggleModderMutationVariables = Exact<{
  id: string | number;
}>;

export type ToggleModderMutation = {
  toggleModder: {
    viewerIsHost: boolean;
    updatedAt: string;
    submissionDate: string | null;
    rankedDate: string | null;
    length: number | null;
    id: string;
    status: BeatmapStatus;
    mode: BeatmapMode;
    url: string | null;
    cardCoverUrl: string | null;
    coverUrl: string | null;
    isShowcase: boolean;
    tasksLocked: Array<TaskName>;
    createdAt: string;
    modders: Array<{ id: string; username: string; osuId: number }>;
    bns: Array<{ id: string; username: string; osuId: number }>;
    song: { id: string; title: string; artistName: string; artist: { id: string; coverUrl: string | null } };
    host: { id: string; username: string; osuId: number };
    quest: { id: string; name: string; coverUrl: string | null; isMbc: boolean } | null;
    mission: { id: string; name: string; tier: number } | null;
    tasks: Array<{
      id: string;
      name: TaskName;
      mode: TaskMode;
      status: TaskStatus;
      mappers: Array<{ id: string; username: string; osuId: number }>;
    }>;
  };
};

export type ToggleNominatorMutationVariables = Exact<{
  id: string | number;
}>;

export type ToggleNominatorMutation = {
  toggleNominator: {
    viewerIsHost: boolean;
    updatedAt: string;
    submissionDate: string | null;
    rankedDate: string | null;
    length: number | null;
    id: string;
    status: BeatmapStatus;
    mode: BeatmapMode;
    url: string | null;
    cardCoverUrl: string | null;
    coverUrl: string | null;
    isShowcase: boolean;
    tasksLocked: Array<TaskName>;
    createdAt: string;
    modders: Array<{ id: string; username: string; osuId: number }>;
    bns: Array<{ id: string; username: string; osuId: number }>;
    song: { id: string; title: string; artistName: string; artist: { id: string; coverUrl: string | null } };
    host: { id: string; username: string; osuId: number };
    quest: { id: string; name: string; coverUrl: string | null; isMbc: boolean } | null;
    mission: { id: string; name: string; tier: number } | null;
    tasks: Array<{
      id: string;
      name: TaskName;
      mode: TaskMode;
      status: TaskStatus;
      mappers: Array<{ id: string; username: string; osuId: number }>;
    }>;
  };
};

export type LinkBeatmapToQuestMutationVariables = Exact<{
  beatmapId: string | number;
  questId?: string | number | null | undefined;
}>;

export type LinkBeatmapToQuestMutation = {
  linkBeatmapToQuest: {
    beatmap: {
      viewerIsHost: boolean;
      updatedAt: string;
      submissionDate: string | null;
      rankedDate: string | null;
      length: number | null;
      id: string;
      status: BeatmapStatus;
      mode: BeatmapMode;
      url: string | null;
      cardCoverUrl: string | null;
      coverUrl: string | null;
      isShowcase: boolean;
      tasksLocked: Array<TaskName>;
      createdAt: string;
      modders: Array<{ id: string; username: string; osuId: number }>;
      bns: Array<{ id: string; username: string; osuId: number }>;
      song: { id: string; title: string; artistName: string; artist: { id: string; coverUrl: string | null } };
      host: { id: string; username: string; osuId: number };
      quest: { id: string; name: string; coverUrl: string | null; isMbc: boolean } | null;
      mission: { id: string; name: string; tier: number } | null;
      tasks: Array<{
        id: string;
        name: TaskName;
        mode: TaskMode;
        status: TaskStatus;
        mappers: Array<{ id: string; username: string; osuId: number }>;
      }>;
    };
  };
};

export type LinkBeatmapMissionMutationVariables = Exact<{
  beatmapId: string | number;
  missionId?: string | number | null | undefined;
}>;

export type LinkBeatmapMissionMutation = {
  linkBeatmapMission: {
    viewerIsHost: boolean;
    updatedAt: string;
    submissionDate: string | null;
    rankedDate: string | null;
    length: number | null;
    id: string;
    status: BeatmapStatus;
    mode: BeatmapMode;
    url: string | null;
    cardCoverUrl: string | null;
    coverUrl: string | null;
    isShowcase: boolean;
    tasksLocked: Array<TaskName>;
    createdAt: string;
    modders: Array<{ id: string; username: string; osuId: number }>;
    bns: Array<{ id: string; username: string; osuId: number }>;
    song: { id: string; title: string; artistName: string; artist: { id: string; coverUrl: string | null } };
    host: { id: string; username: string; osuId: number };
    quest: { id: string; name: string; coverUrl: string | null; isMbc: boolean } | null;
    mission: { id: string; name: string; tier: number } | null;
    tasks: Array<{
      id: string;
      name: TaskName;
      mode: TaskMode;
      status: TaskStatus;
      mappers: Array<{ id: string; username: string; osuId: number }>;
    }>;
  };
};

export type AdminBeatmapFieldsFragment = {
  queuedForRank: boolean | null;
  invalidForPoints: boolean | null;
  invalidReason: string | null;
  skipWebhook: boolean | null;
  viewerIsHost: boolean;
  updatedAt: string;
  submissionDate: string | null;
  rankedDate: string | null;
  length: number | null;
  id: string;
  status: BeatmapStatus;
  mode: BeatmapMode;
  url: string | null;
  cardCoverUrl: string | null;
  coverUrl: string | null;
  isShowcase: boolean;
  tasksLocked: Array<TaskName>;
  createdAt: string;
  host: { id: string; createdAt: string; username: string; osuId: number };
  modders: Array<{ id: string; username: string; osuId: number }>;
  bns: Array<{ id: string; username: string; osuId: number }>;
  song: { id: string; title: string; artistName: string; artist: { id: string; coverUrl: string | null } };
  quest: { id: string; name: string; coverUrl: string | null; isMbc: boolean } | null;
  mission: { id: string; name: string; tier: number } | null;
  tasks: Array<{
    id: string;
    name: TaskName;
    mode: TaskMode;
    status: TaskStatus;
    mappers: Array<{ id: string; username: string; osuId: number }>;
  }>;
};

export type AdminQualifiedBeatmapsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;

export type AdminQualifiedBeatmapsQuery = {
  adminQualifiedBeatmapsConnection: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: Array<{
      cursor: string;
      node: {
        queuedForRank: boolean | null;
        id: string;
        status: BeatmapStatus;
        mode: BeatmapMode;
        url: string | null;
        cardCoverUrl: string | null;
        coverUrl: string | null;
        isShowcase: boolean;
        tasksLocked: Array<TaskName>;
        createdAt: string;
        song: { id: string; title: string; artistName: string; artist: { id: string; coverUrl: string | null } };
        host: { id: string; username: string; osuId: number };
        quest: { id: string; name: string; coverUrl: string | null; isMbc: boolean } | null;
        mission: { id: string; name: string; tier: number } | null;
        tasks: Array<{
          id: string;
          name: TaskName;
          mode: TaskMode;
          status: TaskStatus;
          mappers: Array<{ id: string; username: string; osuId: number }>;
        }>;
      };
    }>;
  };
};

export type AdminBeatmapRowFragment = {
  queuedForRank: boolean | null;
  id: string;
  status: BeatmapStatus;
  mode: BeatmapMode;
  url: string | null;
  cardCoverUrl: string | null;
  coverUrl: string | null;
  isShowcase: boolean;
  tasksLocked: Array<TaskName>;
  createdAt: string;
  song: { id: string; title: string; artistName: string; artist: { id: string; coverUrl: string | null } };
  host: { id: string; username: string; osuId: number };
  quest: { id: string; name: string; coverUrl: string | null; isMbc: boolean } | null;
  mission: { id: string; name: string; tier: number } | null;
  tasks: Array<{
    id: string;
    name: TaskName;
    mode: TaskMode;
    status: TaskStatus;
    mappers: Array<{ id: string; username: string; osuId: number }>;
  }>;
};

export type AdminBeatmapSearchQueryVariables = Exact<{
  search?: string | null | undefined;
  status?: BeatmapStatus | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;

export type AdminBeatmapSearchQuery = {
  adminBeatmapsConnection: {
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: Array<{
      cursor: string;
      node: {
        queuedForRank: boolean | null;
        id: string;
        status: BeatmapStatus;
        mode: BeatmapMode;
        url: string | null;
        cardCoverUrl: string | null;
        coverUrl: string | null;
        isShowcase: boolean;
        tasksLocked: Array<TaskName>;
        createdAt: string;
        song: { id: string; title: string; artistName: string; artist: { id: string; coverUrl: string | null } };
        host: { id: string; username: string; osuId: number };
        quest: { id: string; name: string; coverUrl: string | null; isMbc: boolean } | null;
        mission: { id: string; name: string; tier: number } | null;
        tasks: Array<{
          id: string;
          name: TaskName;
          mode: TaskMode;
          status: TaskStatus;
          mappers: Array<{ id: string; username: string; osuId: number }>;
        }>;
      };
    }>;
  };
};

export type AdminBeatmapQueryVariables = Exact<{
  id: string | number;
}>;

export type AdminBeatmapQuery = {
  beatmap: {
    queuedForRank: boolean | null;
    invalidForPoints: boolean | null;
    invalidReason: string | null;
    skipWebhook: boolean | null;
    viewerIsHost: boolean;
    updatedAt: string;
    submissionDate: string | null;
    rankedDate: string | null;
    length: number | null;
    id: string;
    status: BeatmapStatus;
    mode: BeatmapMode;
    url: string | null;
    cardCoverUrl: string | null;
    coverUrl: string | null;
    isShowcase: boolean;
    tasksLocked: Array<TaskName>;
    createdAt: string;
    host: { id: string; createdAt: string; username: string; osuId: number };
    modders: Array<{ id: string; username: string; osuId: number }>;
    bns: Array<{ id: string; username: string; osuId: number }>;
    song: { id: string; title: string; artistName: string; artist: { id: string; coverUrl: string | null } };
    quest: { id: string; name: string; coverUrl: string | null; isMbc: boolean } | null;
    mission: { id: string; name: string; tier: number } | null;
    tasks: Array<{
      id: string;
      name: TaskName;
      mode: TaskMode;
      status: TaskStatus;
      mappers: Array<{ id: string; username: string; osuId: number }>;
    }>;
  };
};

export type AdminSetBeatmapStatusMutationVariables = Exact<{
  id: string | number;
  status: BeatmapStatus;
}>;

export type AdminSetBeatmapStatusMutation = {
  adminSetBeatmapStatus: {
    queuedForRank: boolean | null;
    invalidForPoints: boolean | null;
    invalidReason: string | null;
    skipWebhook: boolean | null;
    viewerIsHost: boolean;
    updatedAt: string;
    submissionDate: string | null;
    rankedDate: string | null;
    length: number | null;
    id: string;
    status: BeatmapStatus;
    mode: BeatmapMode;
    url: string | null;
    cardCoverUrl: string | null;
    coverUrl: string | null;
    isShowcase: boolean;
    tasksLocked: Array<TaskName>;
    createdAt: string;
    host: { id: string; createdAt: string; username: string; osuId: number };
    modders: Array<{ id: string; username: string; osuId: number }>;
    bns: Array<{ id: string; username: string; osuId: number }>;
    song: { id: string; title: string; artistName: string; artist: { id: string; coverUrl: string | null } };
    quest: { id: string; name: string; coverUrl: string | null; isMbc: boolean } | null;
    mission: { id: string; name: string; tier: number } | null;
    tasks: Array<{
      id: string;
      name: TaskName;
      mode: TaskMode;
      status: TaskStatus;
      mappers: Array<{ id: string; username: string; osuId: number }>;
    }>;
  };
};

export type AdminSetQueuedForRankMutationVariables = Exact<{
  id: string | number;
  value: boolean;
}>;

export type AdminSetQueuedForRankMutation = {
  adminSetQueuedForRank: {
    queuedForRank: boolean | null;
    invalidForPoints: boolean | null;
    invalidReason: string | null;
    skipWebhook: boolean | null;
    viewerIsHost: boolean;
    updatedAt: string;
    submissionDate: string | null;
    rankedDate: string | null;
    length: number | null;
    id: string;
    status: BeatmapStatus;
    mode: BeatmapMode;
    url: string | null;
    cardCoverUrl: string | null;
    coverUrl: string | null;
    isShowcase: boolean;
    tasksLocked: Array<TaskName>;
    createdAt: string;
    host: { id: string; createdAt: string; username: string; osuId: number };
    modders: Array<{ id: string; username: string; osuId: number }>;
    bns: Array<{ id: string; username: string; osuId: number }>;
    song: { id: string; title: string; artistName: string; artist: { id: string; coverUrl: string | null } };
    quest: { id: string; name: string; coverUrl: string | null; isMbc: boolean } | null;
    mission: { id: string; name: string; tier: number } | null;
    tasks: Array<{
      id: string;
      name: TaskName;
      mode: TaskMode;
      status: TaskStatus;
      mappers: Array<{ id: string; username: string; osuId: number }>;
    }>;
  };
};

export type AdminRejectBeatmapMutationVariables = Exact<{
  id: string | number;
  reason: string;
  resolvable: boolean;
}>;

export type AdminRejectBeatmapMutation = {
  adminRejectBeatmap: {
    queuedForRank: boolean | null;
    invalidForPoints: boolean | null;
    invalidReason: string | null;
    skipWebhook: boolean | null;
    viewerIsHost: boolean;
    updatedAt: string;
    submissionDate: string | null;
    rankedDate: string | null;
    length: number | null;
    id: string;
    status: BeatmapStatus;
    mode: BeatmapMode;
    url: string | null;
    cardCoverUrl: string | null;
    coverUrl: string | null;
    isShowcase: boolean;
    tasksLocked: Array<TaskName>;
    createdAt: string;
    host: { id: string; createdAt: string; username: string; osuId: number };
    modders: Array<{ id: string; username: string; osuId: number }>;
    bns: Array<{ id: string; username: string; osuId: number }>;
    song: { id: string; title: string; artistName: string; artist: { id: string; coverUrl: string | null } };
    quest: { id: string; name: string; coverUrl: string | null; isMbc: boolean } | null;
    mission: { id: string; name: string; tier: number } | null;
    tasks: Array<{
      id: string;
      name: TaskName;
      mode: TaskMode;
      status: TaskStatus;
      mappers: Array<{ id: string; username: string; osuId: number }>;
    }>;
  };
};

export type AdminSetInvalidForPointsMutationVariables = Exact<{
  id: string | number;
  value: boolean;
  reason?: string | null | undefined;
}>;

export type AdminSetInvalidForPointsMutation = {
  adminSetInvalidForPoints: {
    queuedForRank: boolean | null;
    invalidForPoints: boolean | null;
    invalidReason: string | null;
    skipWebhook: boolean | null;
    viewerIsHost: boolean;
    updatedAt: string;
    submissionDate: string | null;
    rankedDate: string | null;
    length: number | null;
    id: string;
    status: BeatmapStatus;
    mode: BeatmapMode;
    url: string | null;
    cardCoverUrl: string | null;
    coverUrl: string | null;
    isShowcase: boolean;
    tasksLocked: Array<TaskName>;
    createdAt: string;
    host: { id: string; createdAt: string; username: string; osuId: number };
    modders: Array<{ id: string; username: string; osuId: number }>;
    bns: Array<{ id: string; username: string; osuId: number }>;
    song: { id: string; title: string; artistName: string; artist: { id: string; coverUrl: string | null } };
    quest: { id: string; name: string; coverUrl: string | null; isMbc: boolean } | null;
    mission: { id: string; name: string; tier: number } | null;
    tasks: Array<{
      id: string;
      name: TaskName;
      mode: TaskMode;
      status: TaskStatus;
      mappers: Array<{ id: string; username: string; osuId: number }>;
    }>;
  };
};

export type AdminDeleteBeatmapMutationVariables = Exact<{
  id: string | number;
}>;

export type AdminDeleteBeatmapMutation = { adminDeleteBeatmap: string };

export type AdminSetBeatmapShowcaseMutationVariables = Exact<{
  id: string | number;
  value: boolean;
}>;

export type AdminSetBeatmapShowcaseMutation = {
  adminSetBeatmapShowcase: {
    queuedForRank: boolean | null;
    invalidForPoints: boolean | null;
    invalidReason: string | null;
    skipWebhook: boolean | null;
    viewerIsHost: boolean;
    updatedAt: string;
    submissionDate: string | null;
    rankedDate: string | null;
    length: number | null;
    id: string;
    status: BeatmapStatus;
    mode: BeatmapMode;
    url: string | null;
    cardCoverUrl: string | null;
    coverUrl: string | null;
    isShowcase: boolean;
    tasksLocked: Array<TaskName>;
    createdAt: string;
    host: { id: string; createdAt: string; username: string; osuId: number };
    modders: Array<{ id: string; username: string; osuId: number }>;
    bns: Array<{ id: string; username: string; osuId: number }>;
    song: { id: string; title: string; artistName: string; artist: { id: string; coverUrl: string | null } };
    quest: { id: string; name: string; coverUrl: string | null; isMbc: boolean } | null;
    mission: { id: string; name: string; tier: number } | null;
    tasks: Array<{
      id: string;
      name: TaskName;
      mode: TaskMode;
      status: TaskStatus;
      mappers: Array<{ id: string; username: string; osuId: number }>;
    }>;
  };
};

export type AdminSetSkipWebhookMutationVariables = Exact<{
  id: string | number;
  value: boolean;
}>;

export type AdminSetSkipWebhookMutation = {
  adminSetSkipWebhook: {
    queuedForRank: boolean | null;
    invalidForPoints: boolean | null;
    invalidReason: string | null;
    skipWebhook: boolean | null;
    viewerIsHost: boolean;
    updatedAt: string;
    submissionDate: string | null;
    rankedDate: string | null;
    length: number | null;
    id: string;
    status: BeatmapStatus;
    mode: BeatmapMode;
    url: string | null;
    cardCoverUrl: string | null;
    coverUrl: string | null;
    isShowcase: boolean;
    tasksLocked: Array<TaskName>;
    createdAt: string;
    host: { id: string; createdAt: string; username: string; osuId: number };
    modders: Array<{ id: string; username: string; osuId: number }>;
    bns: Array<{ id: string; username: string; osuId: number }>;
    song: { id: string; title: string; artistName: string; artist: { id: string; coverUrl: string | null } };
    quest: { id: string; name: string; coverUrl: string | null; isMbc: boolean } | null;
    mission: { id: string; name: string; tier: number } | null;
    tasks: Array<{
      id: string;
      name: TaskName;
      mode: TaskMode;
      status: TaskStatus;
      mappers: Array<{ id: string; username: string; osuId: number }>;
    }>;
  };
};

export type AdminRemoveModderMutationVariables = Exact<{
  id: string | number;
  userId: string | number;
}>;

export type AdminRemoveModderMutation = {
  adminRemoveModder: {
    queuedForRank: boolean | null;
    invalidForPoints: boolean | null;
    invalidReason: string | null;
    skipWebhook: boolean | null;
    viewerIsHost: boolean;
    updatedAt: string;
    submissionDate: string | null;
    rankedDate: string | null;
    length: number | null;
    id: string;
    status: BeatmapStatus;
    mode: BeatmapMode;
    url: string | null;
    cardCoverUrl: string | null;
    coverUrl: string | null;
    isShowcase: boolean;
    tasksLocked: Array<TaskName>;
    createdAt: string;
    host: { id: string; createdAt: string; username: string; osuId: number };
    modders: Array<{ id: string; username: string; osuId: number }>;
    bns: Array<{ id: string; username: string; osuId: number }>;
    song: { id: string; title: string; artistName: string; artist: { id: string; coverUrl: string | null } };
    quest: { id: string; name: string; coverUrl: string | null; isMbc: boolean } | null;
    mission: { id: string; name: string; tier: number } | null;
    tasks: Array<{
      id: string;
      name: TaskName;
      mode: TaskMode;
      status: TaskStatus;
      mappers: Array<{ id: string; username: string; osuId: number }>;
    }>;
  };
};

export const BeatmapPersonFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapPerson" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "User" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "username" } },
          { kind: "Field", name: { kind: "Name", value: "osuId" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BeatmapPersonFragment, unknown>;
export const BeatmapCardFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "cardCoverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "isShowcase" } },
          { kind: "Field", name: { kind: "Name", value: "tasksLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "song" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "artistName" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "artist" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "quest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                { kind: "Field", name: { kind: "Name", value: "isMbc" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "tier" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "tasks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "mode" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "mappers" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "osuId" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BeatmapCardFieldsFragment, unknown>;
export const BeatmapDetailFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapDetailFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsHost" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "submissionDate" } },
          { kind: "Field", name: { kind: "Name", value: "rankedDate" } },
          { kind: "Field", name: { kind: "Name", value: "length" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "modders" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "bns" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "cardCoverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "isShowcase" } },
          { kind: "Field", name: { kind: "Name", value: "tasksLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "song" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "artistName" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "artist" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "quest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                { kind: "Field", name: { kind: "Name", value: "isMbc" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "tier" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "tasks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "mode" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "mappers" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "osuId" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BeatmapDetailFieldsFragment, unknown>;
export const AdminBeatmapFieldsFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "AdminBeatmapFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapDetailFields" } },
          { kind: "Field", name: { kind: "Name", value: "queuedForRank" } },
          { kind: "Field", name: { kind: "Name", value: "invalidForPoints" } },
          { kind: "Field", name: { kind: "Name", value: "invalidReason" } },
          { kind: "Field", name: { kind: "Name", value: "skipWebhook" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "cardCoverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "isShowcase" } },
          { kind: "Field", name: { kind: "Name", value: "tasksLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "song" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "artistName" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "artist" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "quest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                { kind: "Field", name: { kind: "Name", value: "isMbc" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "tier" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "tasks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "mode" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "mappers" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "osuId" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapDetailFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsHost" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "submissionDate" } },
          { kind: "Field", name: { kind: "Name", value: "rankedDate" } },
          { kind: "Field", name: { kind: "Name", value: "length" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "modders" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "bns" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminBeatmapFieldsFragment, unknown>;
export const AdminBeatmapRowFragmentDoc = {
  kind: "Document",
  definitions: [
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "AdminBeatmapRow" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "queuedForRank" } },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "cardCoverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "isShowcase" } },
          { kind: "Field", name: { kind: "Name", value: "tasksLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "song" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "artistName" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "artist" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "quest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                { kind: "Field", name: { kind: "Name", value: "isMbc" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "tier" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "tasks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "mode" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "mappers" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "osuId" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminBeatmapRowFragment, unknown>;
export const BeatmapsPageDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "BeatmapsPage" },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "me" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "mainMode" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BeatmapsPageQuery, BeatmapsPageQueryVariables>;
export const MyBeatmapsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "MyBeatmaps" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "mode" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Mode" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "status" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "BeatmapStatus" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "quest" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "BeatmapQuestFilter" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "search" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "first" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Int" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "after" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "myBeatmapsConnection" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "mode" },
                value: { kind: "Variable", name: { kind: "Name", value: "mode" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "status" },
                value: { kind: "Variable", name: { kind: "Name", value: "status" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "quest" },
                value: { kind: "Variable", name: { kind: "Name", value: "quest" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "search" },
                value: { kind: "Variable", name: { kind: "Name", value: "search" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "first" },
                value: { kind: "Variable", name: { kind: "Name", value: "first" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "after" },
                value: { kind: "Variable", name: { kind: "Name", value: "after" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "totalCount" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "edges" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "cursor" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "node" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapCardFields" } }],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "pageInfo" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "hasNextPage" } },
                      { kind: "Field", name: { kind: "Name", value: "endCursor" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "cardCoverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "isShowcase" } },
          { kind: "Field", name: { kind: "Name", value: "tasksLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "song" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "artistName" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "artist" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "quest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                { kind: "Field", name: { kind: "Name", value: "isMbc" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "tier" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "tasks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "mode" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "mappers" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "osuId" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyBeatmapsQuery, MyBeatmapsQueryVariables>;
export const MyGuestBeatmapsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "MyGuestBeatmaps" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "mode" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Mode" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "status" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "BeatmapStatus" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "quest" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "BeatmapQuestFilter" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "search" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "first" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Int" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "after" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "myGuestBeatmapsConnection" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "mode" },
                value: { kind: "Variable", name: { kind: "Name", value: "mode" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "status" },
                value: { kind: "Variable", name: { kind: "Name", value: "status" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "quest" },
                value: { kind: "Variable", name: { kind: "Name", value: "quest" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "search" },
                value: { kind: "Variable", name: { kind: "Name", value: "search" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "first" },
                value: { kind: "Variable", name: { kind: "Name", value: "first" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "after" },
                value: { kind: "Variable", name: { kind: "Name", value: "after" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "totalCount" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "edges" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "cursor" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "node" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapCardFields" } }],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "pageInfo" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "hasNextPage" } },
                      { kind: "Field", name: { kind: "Name", value: "endCursor" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "cardCoverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "isShowcase" } },
          { kind: "Field", name: { kind: "Name", value: "tasksLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "song" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "artistName" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "artist" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "quest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                { kind: "Field", name: { kind: "Name", value: "isMbc" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "tier" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "tasks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "mode" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "mappers" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "osuId" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyGuestBeatmapsQuery, MyGuestBeatmapsQueryVariables>;
export const OtherBeatmapsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "OtherBeatmaps" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "mode" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Mode" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "status" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "BeatmapStatus" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "quest" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "BeatmapQuestFilter" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "search" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "first" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Int" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "after" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "beatmapsConnection" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "mode" },
                value: { kind: "Variable", name: { kind: "Name", value: "mode" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "status" },
                value: { kind: "Variable", name: { kind: "Name", value: "status" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "quest" },
                value: { kind: "Variable", name: { kind: "Name", value: "quest" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "search" },
                value: { kind: "Variable", name: { kind: "Name", value: "search" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "first" },
                value: { kind: "Variable", name: { kind: "Name", value: "first" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "after" },
                value: { kind: "Variable", name: { kind: "Name", value: "after" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "edges" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "cursor" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "node" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapCardFields" } }],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "pageInfo" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "hasNextPage" } },
                      { kind: "Field", name: { kind: "Name", value: "endCursor" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "cardCoverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "isShowcase" } },
          { kind: "Field", name: { kind: "Name", value: "tasksLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "song" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "artistName" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "artist" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "quest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                { kind: "Field", name: { kind: "Name", value: "isMbc" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "tier" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "tasks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "mode" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "mappers" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "osuId" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<OtherBeatmapsQuery, OtherBeatmapsQueryVariables>;
export const BeatmapDetailDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "BeatmapDetail" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "beatmap" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapDetailFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "cardCoverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "isShowcase" } },
          { kind: "Field", name: { kind: "Name", value: "tasksLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "song" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "artistName" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "artist" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "quest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                { kind: "Field", name: { kind: "Name", value: "isMbc" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "tier" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "tasks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "mode" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "mappers" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "osuId" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapDetailFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsHost" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "submissionDate" } },
          { kind: "Field", name: { kind: "Name", value: "rankedDate" } },
          { kind: "Field", name: { kind: "Name", value: "length" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "modders" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "bns" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BeatmapDetailQuery, BeatmapDetailQueryVariables>;
export const BeatmapPointsPreviewDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "BeatmapPointsPreview" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "beatmap" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "pointsPreview" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "length" } },
                      { kind: "Field", name: { kind: "Name", value: "lengthFactor" } },
                      { kind: "Field", name: { kind: "Name", value: "taskCount" } },
                      { kind: "Field", name: { kind: "Name", value: "bonusPerDifficulty" } },
                      { kind: "Field", name: { kind: "Name", value: "bonusSource" } },
                      { kind: "Field", name: { kind: "Name", value: "hostPoints" } },
                      { kind: "Field", name: { kind: "Name", value: "bnPoints" } },
                      { kind: "Field", name: { kind: "Name", value: "totalPoints" } },
                      { kind: "Field", name: { kind: "Name", value: "summary" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "tasks" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "taskId" } },
                            { kind: "Field", name: { kind: "Name", value: "name" } },
                            { kind: "Field", name: { kind: "Name", value: "mode" } },
                            { kind: "Field", name: { kind: "Name", value: "points" } },
                            { kind: "Field", name: { kind: "Name", value: "pointsPerMapper" } },
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "mappers" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapPerson" } }],
                              },
                            },
                          ],
                        },
                      },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "users" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            {
                              kind: "Field",
                              name: { kind: "Name", value: "user" },
                              selectionSet: {
                                kind: "SelectionSet",
                                selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapPerson" } }],
                              },
                            },
                            { kind: "Field", name: { kind: "Name", value: "difficulties" } },
                            { kind: "Field", name: { kind: "Name", value: "hitsounds" } },
                            { kind: "Field", name: { kind: "Name", value: "storyboard" } },
                            { kind: "Field", name: { kind: "Name", value: "skin" } },
                            { kind: "Field", name: { kind: "Name", value: "host" } },
                            { kind: "Field", name: { kind: "Name", value: "modding" } },
                            { kind: "Field", name: { kind: "Name", value: "quest" } },
                            { kind: "Field", name: { kind: "Name", value: "mission" } },
                            { kind: "Field", name: { kind: "Name", value: "total" } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapPerson" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "User" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "username" } },
          { kind: "Field", name: { kind: "Name", value: "osuId" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BeatmapPointsPreviewQuery, BeatmapPointsPreviewQueryVariables>;
export const BeatmapLinkChoicesDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "BeatmapLinkChoices" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "beatmapId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "first" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "Int" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "after" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "eligibleMissionsForBeatmap" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "beatmapId" },
                value: { kind: "Variable", name: { kind: "Name", value: "beatmapId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "tier" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "questsConnection" },
            arguments: [
              { kind: "Argument", name: { kind: "Name", value: "status" }, value: { kind: "EnumValue", value: "wip" } },
              { kind: "Argument", name: { kind: "Name", value: "mine" }, value: { kind: "BooleanValue", value: true } },
              {
                kind: "Argument",
                name: { kind: "Name", value: "first" },
                value: { kind: "Variable", name: { kind: "Name", value: "first" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "after" },
                value: { kind: "Variable", name: { kind: "Name", value: "after" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "pageInfo" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "hasNextPage" } },
                      { kind: "Field", name: { kind: "Name", value: "endCursor" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "edges" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "cursor" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "node" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "id" } },
                            { kind: "Field", name: { kind: "Name", value: "name" } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BeatmapLinkChoicesQuery, BeatmapLinkChoicesQueryVariables>;
export const MappableArtistSearchDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "MappableArtistSearch" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "search" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "first" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "Int" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "after" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "mappableArtistsConnection" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "search" },
                value: { kind: "Variable", name: { kind: "Name", value: "search" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "first" },
                value: { kind: "Variable", name: { kind: "Name", value: "first" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "after" },
                value: { kind: "Variable", name: { kind: "Name", value: "after" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "pageInfo" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "hasNextPage" } },
                      { kind: "Field", name: { kind: "Name", value: "endCursor" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "nodes" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "label" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "songs" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [
                            { kind: "Field", name: { kind: "Name", value: "id" } },
                            { kind: "Field", name: { kind: "Name", value: "title" } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MappableArtistSearchQuery, MappableArtistSearchQueryVariables>;
export const ValidateUsersDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "ValidateUsers" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "validateUsers" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "input" },
                value: { kind: "Variable", name: { kind: "Name", value: "input" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapPerson" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapPerson" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "User" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "username" } },
          { kind: "Field", name: { kind: "Name", value: "osuId" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ValidateUsersQuery, ValidateUsersQueryVariables>;
export const CreateBeatmapDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "CreateBeatmap" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "input" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "CreateBeatmapInput" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "createBeatmap" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "input" },
                value: { kind: "Variable", name: { kind: "Name", value: "input" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapDetailFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "cardCoverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "isShowcase" } },
          { kind: "Field", name: { kind: "Name", value: "tasksLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "song" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "artistName" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "artist" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "quest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                { kind: "Field", name: { kind: "Name", value: "isMbc" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "tier" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "tasks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "mode" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "mappers" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "osuId" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapDetailFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsHost" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "submissionDate" } },
          { kind: "Field", name: { kind: "Name", value: "rankedDate" } },
          { kind: "Field", name: { kind: "Name", value: "length" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "modders" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "bns" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateBeatmapMutation, CreateBeatmapMutationVariables>;
export const DeleteBeatmapDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "DeleteBeatmap" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "deleteBeatmap" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteBeatmapMutation, DeleteBeatmapMutationVariables>;
export const SetBeatmapStatusDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SetBeatmapStatus" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "status" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "BeatmapStatus" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "setBeatmapStatus" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "status" },
                value: { kind: "Variable", name: { kind: "Name", value: "status" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapDetailFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "cardCoverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "isShowcase" } },
          { kind: "Field", name: { kind: "Name", value: "tasksLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "song" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "artistName" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "artist" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "quest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                { kind: "Field", name: { kind: "Name", value: "isMbc" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "tier" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "tasks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "mode" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "mappers" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "osuId" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapDetailFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsHost" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "submissionDate" } },
          { kind: "Field", name: { kind: "Name", value: "rankedDate" } },
          { kind: "Field", name: { kind: "Name", value: "length" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "modders" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "bns" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetBeatmapStatusMutation, SetBeatmapStatusMutationVariables>;
export const SetBeatmapModeDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SetBeatmapMode" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "mode" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "BeatmapMode" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "setBeatmapMode" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "mode" },
                value: { kind: "Variable", name: { kind: "Name", value: "mode" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapDetailFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "cardCoverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "isShowcase" } },
          { kind: "Field", name: { kind: "Name", value: "tasksLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "song" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "artistName" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "artist" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "quest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                { kind: "Field", name: { kind: "Name", value: "isMbc" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "tier" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "tasks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "mode" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "mappers" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "osuId" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapDetailFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsHost" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "submissionDate" } },
          { kind: "Field", name: { kind: "Name", value: "rankedDate" } },
          { kind: "Field", name: { kind: "Name", value: "length" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "modders" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "bns" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetBeatmapModeMutation, SetBeatmapModeMutationVariables>;
export const SetBeatmapLinkDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SetBeatmapLink" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "url" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "setBeatmapLink" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "url" },
                value: { kind: "Variable", name: { kind: "Name", value: "url" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapDetailFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "cardCoverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "isShowcase" } },
          { kind: "Field", name: { kind: "Name", value: "tasksLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "song" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "artistName" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "artist" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "quest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                { kind: "Field", name: { kind: "Name", value: "isMbc" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "tier" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "tasks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "mode" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "mappers" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "osuId" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapDetailFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsHost" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "submissionDate" } },
          { kind: "Field", name: { kind: "Name", value: "rankedDate" } },
          { kind: "Field", name: { kind: "Name", value: "length" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "modders" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "bns" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetBeatmapLinkMutation, SetBeatmapLinkMutationVariables>;
export const LockTaskDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "LockTask" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "beatmapId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "name" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "TaskName" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "lockTask" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "beatmapId" },
                value: { kind: "Variable", name: { kind: "Name", value: "beatmapId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "name" },
                value: { kind: "Variable", name: { kind: "Name", value: "name" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapDetailFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "cardCoverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "isShowcase" } },
          { kind: "Field", name: { kind: "Name", value: "tasksLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "song" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "artistName" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "artist" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "quest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                { kind: "Field", name: { kind: "Name", value: "isMbc" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "tier" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "tasks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "mode" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "mappers" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "osuId" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapDetailFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsHost" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "submissionDate" } },
          { kind: "Field", name: { kind: "Name", value: "rankedDate" } },
          { kind: "Field", name: { kind: "Name", value: "length" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "modders" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "bns" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LockTaskMutation, LockTaskMutationVariables>;
export const UnlockTaskDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "UnlockTask" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "beatmapId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "name" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "TaskName" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "unlockTask" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "beatmapId" },
                value: { kind: "Variable", name: { kind: "Name", value: "beatmapId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "name" },
                value: { kind: "Variable", name: { kind: "Name", value: "name" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapDetailFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "cardCoverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "isShowcase" } },
          { kind: "Field", name: { kind: "Name", value: "tasksLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "song" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "artistName" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "artist" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "quest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                { kind: "Field", name: { kind: "Name", value: "isMbc" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "tier" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "tasks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "mode" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "mappers" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "osuId" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapDetailFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsHost" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "submissionDate" } },
          { kind: "Field", name: { kind: "Name", value: "rankedDate" } },
          { kind: "Field", name: { kind: "Name", value: "length" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "modders" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "bns" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UnlockTaskMutation, UnlockTaskMutationVariables>;
export const AddTaskDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "AddTask" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "beatmapId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "name" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "TaskName" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "mode" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "Mode" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "userId" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "ID" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "addTask" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "beatmapId" },
                value: { kind: "Variable", name: { kind: "Name", value: "beatmapId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "name" },
                value: { kind: "Variable", name: { kind: "Name", value: "name" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "mode" },
                value: { kind: "Variable", name: { kind: "Name", value: "mode" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "userId" },
                value: { kind: "Variable", name: { kind: "Name", value: "userId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapDetailFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "cardCoverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "isShowcase" } },
          { kind: "Field", name: { kind: "Name", value: "tasksLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "song" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "artistName" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "artist" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "quest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                { kind: "Field", name: { kind: "Name", value: "isMbc" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "tier" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "tasks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "mode" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "mappers" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "osuId" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapDetailFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsHost" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "submissionDate" } },
          { kind: "Field", name: { kind: "Name", value: "rankedDate" } },
          { kind: "Field", name: { kind: "Name", value: "length" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "modders" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "bns" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddTaskMutation, AddTaskMutationVariables>;
export const RemoveTaskDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RemoveTask" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "beatmapId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "taskId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "removeTask" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "beatmapId" },
                value: { kind: "Variable", name: { kind: "Name", value: "beatmapId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "taskId" },
                value: { kind: "Variable", name: { kind: "Name", value: "taskId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapDetailFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "cardCoverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "isShowcase" } },
          { kind: "Field", name: { kind: "Name", value: "tasksLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "song" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "artistName" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "artist" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "quest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                { kind: "Field", name: { kind: "Name", value: "isMbc" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "tier" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "tasks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "mode" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "mappers" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "osuId" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapDetailFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsHost" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "submissionDate" } },
          { kind: "Field", name: { kind: "Name", value: "rankedDate" } },
          { kind: "Field", name: { kind: "Name", value: "length" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "modders" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "bns" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveTaskMutation, RemoveTaskMutationVariables>;
export const SetTaskStatusDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "SetTaskStatus" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "beatmapId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "taskId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "status" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "TaskStatus" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "setTaskStatus" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "beatmapId" },
                value: { kind: "Variable", name: { kind: "Name", value: "beatmapId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "taskId" },
                value: { kind: "Variable", name: { kind: "Name", value: "taskId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "status" },
                value: { kind: "Variable", name: { kind: "Name", value: "status" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapDetailFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "cardCoverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "isShowcase" } },
          { kind: "Field", name: { kind: "Name", value: "tasksLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "song" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "artistName" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "artist" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "quest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                { kind: "Field", name: { kind: "Name", value: "isMbc" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "tier" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "tasks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "mode" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "mappers" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "osuId" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapDetailFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsHost" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "submissionDate" } },
          { kind: "Field", name: { kind: "Name", value: "rankedDate" } },
          { kind: "Field", name: { kind: "Name", value: "length" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "modders" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "bns" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetTaskStatusMutation, SetTaskStatusMutationVariables>;
export const AddCollaboratorDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "AddCollaborator" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "beatmapId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "taskId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "userId" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "ID" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "addCollaborator" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "beatmapId" },
                value: { kind: "Variable", name: { kind: "Name", value: "beatmapId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "taskId" },
                value: { kind: "Variable", name: { kind: "Name", value: "taskId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "userId" },
                value: { kind: "Variable", name: { kind: "Name", value: "userId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapDetailFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "cardCoverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "isShowcase" } },
          { kind: "Field", name: { kind: "Name", value: "tasksLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "song" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "artistName" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "artist" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "quest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                { kind: "Field", name: { kind: "Name", value: "isMbc" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "tier" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "tasks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "mode" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "mappers" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "osuId" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapDetailFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsHost" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "submissionDate" } },
          { kind: "Field", name: { kind: "Name", value: "rankedDate" } },
          { kind: "Field", name: { kind: "Name", value: "length" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "modders" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "bns" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AddCollaboratorMutation, AddCollaboratorMutationVariables>;
export const RemoveCollaboratorDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "RemoveCollaborator" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "beatmapId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "taskId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "userId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "removeCollaborator" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "beatmapId" },
                value: { kind: "Variable", name: { kind: "Name", value: "beatmapId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "taskId" },
                value: { kind: "Variable", name: { kind: "Name", value: "taskId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "userId" },
                value: { kind: "Variable", name: { kind: "Name", value: "userId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapDetailFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "cardCoverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "isShowcase" } },
          { kind: "Field", name: { kind: "Name", value: "tasksLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "song" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "artistName" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "artist" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "quest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                { kind: "Field", name: { kind: "Name", value: "isMbc" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "tier" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "tasks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "mode" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "mappers" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "osuId" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapDetailFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsHost" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "submissionDate" } },
          { kind: "Field", name: { kind: "Name", value: "rankedDate" } },
          { kind: "Field", name: { kind: "Name", value: "length" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "modders" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "bns" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RemoveCollaboratorMutation, RemoveCollaboratorMutationVariables>;
export const ToggleModderDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "ToggleModder" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "toggleModder" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapDetailFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "cardCoverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "isShowcase" } },
          { kind: "Field", name: { kind: "Name", value: "tasksLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "song" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "artistName" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "artist" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "quest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                { kind: "Field", name: { kind: "Name", value: "isMbc" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "tier" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "tasks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "mode" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "mappers" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "osuId" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapDetailFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsHost" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "submissionDate" } },
          { kind: "Field", name: { kind: "Name", value: "rankedDate" } },
          { kind: "Field", name: { kind: "Name", value: "length" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "modders" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "bns" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ToggleModderMutation, ToggleModderMutationVariables>;
export const ToggleNominatorDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "ToggleNominator" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "toggleNominator" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapDetailFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "cardCoverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "isShowcase" } },
          { kind: "Field", name: { kind: "Name", value: "tasksLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "song" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "artistName" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "artist" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "quest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                { kind: "Field", name: { kind: "Name", value: "isMbc" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "tier" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "tasks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "mode" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "mappers" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "osuId" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapDetailFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsHost" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "submissionDate" } },
          { kind: "Field", name: { kind: "Name", value: "rankedDate" } },
          { kind: "Field", name: { kind: "Name", value: "length" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "modders" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "bns" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ToggleNominatorMutation, ToggleNominatorMutationVariables>;
export const LinkBeatmapToQuestDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "LinkBeatmapToQuest" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "beatmapId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "questId" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "ID" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "linkBeatmapToQuest" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "beatmapId" },
                value: { kind: "Variable", name: { kind: "Name", value: "beatmapId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "questId" },
                value: { kind: "Variable", name: { kind: "Name", value: "questId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "beatmap" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapDetailFields" } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "cardCoverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "isShowcase" } },
          { kind: "Field", name: { kind: "Name", value: "tasksLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "song" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "artistName" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "artist" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "quest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                { kind: "Field", name: { kind: "Name", value: "isMbc" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "tier" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "tasks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "mode" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "mappers" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "osuId" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapDetailFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsHost" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "submissionDate" } },
          { kind: "Field", name: { kind: "Name", value: "rankedDate" } },
          { kind: "Field", name: { kind: "Name", value: "length" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "modders" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "bns" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LinkBeatmapToQuestMutation, LinkBeatmapToQuestMutationVariables>;
export const LinkBeatmapMissionDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "LinkBeatmapMission" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "beatmapId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "missionId" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "ID" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "linkBeatmapMission" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "beatmapId" },
                value: { kind: "Variable", name: { kind: "Name", value: "beatmapId" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "missionId" },
                value: { kind: "Variable", name: { kind: "Name", value: "missionId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapDetailFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "cardCoverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "isShowcase" } },
          { kind: "Field", name: { kind: "Name", value: "tasksLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "song" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "artistName" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "artist" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "quest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                { kind: "Field", name: { kind: "Name", value: "isMbc" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "tier" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "tasks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "mode" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "mappers" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "osuId" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapDetailFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsHost" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "submissionDate" } },
          { kind: "Field", name: { kind: "Name", value: "rankedDate" } },
          { kind: "Field", name: { kind: "Name", value: "length" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "modders" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "bns" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LinkBeatmapMissionMutation, LinkBeatmapMissionMutationVariables>;
export const AdminQualifiedBeatmapsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "AdminQualifiedBeatmaps" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "first" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "Int" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "after" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "adminQualifiedBeatmapsConnection" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "first" },
                value: { kind: "Variable", name: { kind: "Name", value: "first" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "after" },
                value: { kind: "Variable", name: { kind: "Name", value: "after" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "totalCount" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "pageInfo" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "hasNextPage" } },
                      { kind: "Field", name: { kind: "Name", value: "endCursor" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "edges" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "cursor" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "node" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "AdminBeatmapRow" } }],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "cardCoverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "isShowcase" } },
          { kind: "Field", name: { kind: "Name", value: "tasksLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "song" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "artistName" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "artist" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "quest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                { kind: "Field", name: { kind: "Name", value: "isMbc" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "tier" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "tasks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "mode" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "mappers" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "osuId" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "AdminBeatmapRow" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "queuedForRank" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminQualifiedBeatmapsQuery, AdminQualifiedBeatmapsQueryVariables>;
export const AdminBeatmapSearchDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "AdminBeatmapSearch" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "search" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "status" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "BeatmapStatus" } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "first" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "Int" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "after" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "adminBeatmapsConnection" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "search" },
                value: { kind: "Variable", name: { kind: "Name", value: "search" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "status" },
                value: { kind: "Variable", name: { kind: "Name", value: "status" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "first" },
                value: { kind: "Variable", name: { kind: "Name", value: "first" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "after" },
                value: { kind: "Variable", name: { kind: "Name", value: "after" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                {
                  kind: "Field",
                  name: { kind: "Name", value: "pageInfo" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "hasNextPage" } },
                      { kind: "Field", name: { kind: "Name", value: "endCursor" } },
                    ],
                  },
                },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "edges" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "cursor" } },
                      {
                        kind: "Field",
                        name: { kind: "Name", value: "node" },
                        selectionSet: {
                          kind: "SelectionSet",
                          selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "AdminBeatmapRow" } }],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "cardCoverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "isShowcase" } },
          { kind: "Field", name: { kind: "Name", value: "tasksLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "song" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "artistName" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "artist" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "quest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                { kind: "Field", name: { kind: "Name", value: "isMbc" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "tier" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "tasks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "mode" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "mappers" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "osuId" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "AdminBeatmapRow" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "queuedForRank" } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminBeatmapSearchQuery, AdminBeatmapSearchQueryVariables>;
export const AdminBeatmapDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "query",
      name: { kind: "Name", value: "AdminBeatmap" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "beatmap" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "AdminBeatmapFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "cardCoverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "isShowcase" } },
          { kind: "Field", name: { kind: "Name", value: "tasksLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "song" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "artistName" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "artist" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "quest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                { kind: "Field", name: { kind: "Name", value: "isMbc" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "tier" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "tasks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "mode" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "mappers" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "osuId" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapDetailFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsHost" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "submissionDate" } },
          { kind: "Field", name: { kind: "Name", value: "rankedDate" } },
          { kind: "Field", name: { kind: "Name", value: "length" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "modders" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "bns" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "AdminBeatmapFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapDetailFields" } },
          { kind: "Field", name: { kind: "Name", value: "queuedForRank" } },
          { kind: "Field", name: { kind: "Name", value: "invalidForPoints" } },
          { kind: "Field", name: { kind: "Name", value: "invalidReason" } },
          { kind: "Field", name: { kind: "Name", value: "skipWebhook" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminBeatmapQuery, AdminBeatmapQueryVariables>;
export const AdminSetBeatmapStatusDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "AdminSetBeatmapStatus" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "status" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "BeatmapStatus" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "adminSetBeatmapStatus" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "status" },
                value: { kind: "Variable", name: { kind: "Name", value: "status" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "AdminBeatmapFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "cardCoverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "isShowcase" } },
          { kind: "Field", name: { kind: "Name", value: "tasksLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "song" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "artistName" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "artist" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "quest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                { kind: "Field", name: { kind: "Name", value: "isMbc" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "tier" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "tasks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "mode" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "mappers" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "osuId" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapDetailFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsHost" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "submissionDate" } },
          { kind: "Field", name: { kind: "Name", value: "rankedDate" } },
          { kind: "Field", name: { kind: "Name", value: "length" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "modders" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "bns" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "AdminBeatmapFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapDetailFields" } },
          { kind: "Field", name: { kind: "Name", value: "queuedForRank" } },
          { kind: "Field", name: { kind: "Name", value: "invalidForPoints" } },
          { kind: "Field", name: { kind: "Name", value: "invalidReason" } },
          { kind: "Field", name: { kind: "Name", value: "skipWebhook" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminSetBeatmapStatusMutation, AdminSetBeatmapStatusMutationVariables>;
export const AdminSetQueuedForRankDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "AdminSetQueuedForRank" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "value" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "Boolean" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "adminSetQueuedForRank" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "value" },
                value: { kind: "Variable", name: { kind: "Name", value: "value" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "AdminBeatmapFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "cardCoverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "isShowcase" } },
          { kind: "Field", name: { kind: "Name", value: "tasksLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "song" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "artistName" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "artist" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "quest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                { kind: "Field", name: { kind: "Name", value: "isMbc" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "tier" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "tasks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "mode" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "mappers" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "osuId" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapDetailFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsHost" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "submissionDate" } },
          { kind: "Field", name: { kind: "Name", value: "rankedDate" } },
          { kind: "Field", name: { kind: "Name", value: "length" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "modders" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "bns" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "AdminBeatmapFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapDetailFields" } },
          { kind: "Field", name: { kind: "Name", value: "queuedForRank" } },
          { kind: "Field", name: { kind: "Name", value: "invalidForPoints" } },
          { kind: "Field", name: { kind: "Name", value: "invalidReason" } },
          { kind: "Field", name: { kind: "Name", value: "skipWebhook" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminSetQueuedForRankMutation, AdminSetQueuedForRankMutationVariables>;
export const AdminRejectBeatmapDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "AdminRejectBeatmap" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "reason" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "String" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "resolvable" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "Boolean" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "adminRejectBeatmap" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "reason" },
                value: { kind: "Variable", name: { kind: "Name", value: "reason" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "resolvable" },
                value: { kind: "Variable", name: { kind: "Name", value: "resolvable" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "AdminBeatmapFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "cardCoverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "isShowcase" } },
          { kind: "Field", name: { kind: "Name", value: "tasksLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "song" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "artistName" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "artist" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "quest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                { kind: "Field", name: { kind: "Name", value: "isMbc" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "tier" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "tasks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "mode" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "mappers" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "osuId" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapDetailFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsHost" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "submissionDate" } },
          { kind: "Field", name: { kind: "Name", value: "rankedDate" } },
          { kind: "Field", name: { kind: "Name", value: "length" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "modders" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "bns" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "AdminBeatmapFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapDetailFields" } },
          { kind: "Field", name: { kind: "Name", value: "queuedForRank" } },
          { kind: "Field", name: { kind: "Name", value: "invalidForPoints" } },
          { kind: "Field", name: { kind: "Name", value: "invalidReason" } },
          { kind: "Field", name: { kind: "Name", value: "skipWebhook" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminRejectBeatmapMutation, AdminRejectBeatmapMutationVariables>;
export const AdminSetInvalidForPointsDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "AdminSetInvalidForPoints" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "value" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "Boolean" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "reason" } },
          type: { kind: "NamedType", name: { kind: "Name", value: "String" } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "adminSetInvalidForPoints" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "value" },
                value: { kind: "Variable", name: { kind: "Name", value: "value" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "reason" },
                value: { kind: "Variable", name: { kind: "Name", value: "reason" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "AdminBeatmapFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "cardCoverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "isShowcase" } },
          { kind: "Field", name: { kind: "Name", value: "tasksLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "song" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "artistName" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "artist" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "quest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                { kind: "Field", name: { kind: "Name", value: "isMbc" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "tier" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "tasks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "mode" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "mappers" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "osuId" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapDetailFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsHost" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "submissionDate" } },
          { kind: "Field", name: { kind: "Name", value: "rankedDate" } },
          { kind: "Field", name: { kind: "Name", value: "length" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "modders" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "bns" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "AdminBeatmapFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapDetailFields" } },
          { kind: "Field", name: { kind: "Name", value: "queuedForRank" } },
          { kind: "Field", name: { kind: "Name", value: "invalidForPoints" } },
          { kind: "Field", name: { kind: "Name", value: "invalidReason" } },
          { kind: "Field", name: { kind: "Name", value: "skipWebhook" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminSetInvalidForPointsMutation, AdminSetInvalidForPointsMutationVariables>;
export const AdminDeleteBeatmapDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "AdminDeleteBeatmap" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "adminDeleteBeatmap" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminDeleteBeatmapMutation, AdminDeleteBeatmapMutationVariables>;
export const AdminSetBeatmapShowcaseDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "AdminSetBeatmapShowcase" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "value" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "Boolean" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "adminSetBeatmapShowcase" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "value" },
                value: { kind: "Variable", name: { kind: "Name", value: "value" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "AdminBeatmapFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "cardCoverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "isShowcase" } },
          { kind: "Field", name: { kind: "Name", value: "tasksLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "song" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "artistName" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "artist" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "quest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                { kind: "Field", name: { kind: "Name", value: "isMbc" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "tier" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "tasks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "mode" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "mappers" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "osuId" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapDetailFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsHost" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "submissionDate" } },
          { kind: "Field", name: { kind: "Name", value: "rankedDate" } },
          { kind: "Field", name: { kind: "Name", value: "length" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "modders" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "bns" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "AdminBeatmapFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapDetailFields" } },
          { kind: "Field", name: { kind: "Name", value: "queuedForRank" } },
          { kind: "Field", name: { kind: "Name", value: "invalidForPoints" } },
          { kind: "Field", name: { kind: "Name", value: "invalidReason" } },
          { kind: "Field", name: { kind: "Name", value: "skipWebhook" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminSetBeatmapShowcaseMutation, AdminSetBeatmapShowcaseMutationVariables>;
export const AdminSetSkipWebhookDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "AdminSetSkipWebhook" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "value" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "Boolean" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "adminSetSkipWebhook" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "value" },
                value: { kind: "Variable", name: { kind: "Name", value: "value" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "AdminBeatmapFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "cardCoverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "isShowcase" } },
          { kind: "Field", name: { kind: "Name", value: "tasksLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "song" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "artistName" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "artist" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "quest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                { kind: "Field", name: { kind: "Name", value: "isMbc" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "tier" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "tasks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "mode" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "mappers" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "osuId" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapDetailFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsHost" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "submissionDate" } },
          { kind: "Field", name: { kind: "Name", value: "rankedDate" } },
          { kind: "Field", name: { kind: "Name", value: "length" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "modders" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "bns" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "AdminBeatmapFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapDetailFields" } },
          { kind: "Field", name: { kind: "Name", value: "queuedForRank" } },
          { kind: "Field", name: { kind: "Name", value: "invalidForPoints" } },
          { kind: "Field", name: { kind: "Name", value: "invalidReason" } },
          { kind: "Field", name: { kind: "Name", value: "skipWebhook" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminSetSkipWebhookMutation, AdminSetSkipWebhookMutationVariables>;
export const AdminRemoveModderDocument = {
  kind: "Document",
  definitions: [
    {
      kind: "OperationDefinition",
      operation: "mutation",
      name: { kind: "Name", value: "AdminRemoveModder" },
      variableDefinitions: [
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "id" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
        {
          kind: "VariableDefinition",
          variable: { kind: "Variable", name: { kind: "Name", value: "userId" } },
          type: { kind: "NonNullType", type: { kind: "NamedType", name: { kind: "Name", value: "ID" } } },
        },
      ],
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          {
            kind: "Field",
            name: { kind: "Name", value: "adminRemoveModder" },
            arguments: [
              {
                kind: "Argument",
                name: { kind: "Name", value: "id" },
                value: { kind: "Variable", name: { kind: "Name", value: "id" } },
              },
              {
                kind: "Argument",
                name: { kind: "Name", value: "userId" },
                value: { kind: "Variable", name: { kind: "Name", value: "userId" } },
              },
            ],
            selectionSet: {
              kind: "SelectionSet",
              selections: [{ kind: "FragmentSpread", name: { kind: "Name", value: "AdminBeatmapFields" } }],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapCardFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "Field", name: { kind: "Name", value: "id" } },
          { kind: "Field", name: { kind: "Name", value: "status" } },
          { kind: "Field", name: { kind: "Name", value: "mode" } },
          { kind: "Field", name: { kind: "Name", value: "url" } },
          { kind: "Field", name: { kind: "Name", value: "cardCoverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
          { kind: "Field", name: { kind: "Name", value: "isShowcase" } },
          { kind: "Field", name: { kind: "Name", value: "tasksLocked" } },
          { kind: "Field", name: { kind: "Name", value: "createdAt" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "song" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "title" } },
                { kind: "Field", name: { kind: "Name", value: "artistName" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "artist" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "quest" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "coverUrl" } },
                { kind: "Field", name: { kind: "Name", value: "isMbc" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "mission" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "tier" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "tasks" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "name" } },
                { kind: "Field", name: { kind: "Name", value: "mode" } },
                { kind: "Field", name: { kind: "Name", value: "status" } },
                {
                  kind: "Field",
                  name: { kind: "Name", value: "mappers" },
                  selectionSet: {
                    kind: "SelectionSet",
                    selections: [
                      { kind: "Field", name: { kind: "Name", value: "id" } },
                      { kind: "Field", name: { kind: "Name", value: "username" } },
                      { kind: "Field", name: { kind: "Name", value: "osuId" } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "BeatmapDetailFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapCardFields" } },
          { kind: "Field", name: { kind: "Name", value: "viewerIsHost" } },
          { kind: "Field", name: { kind: "Name", value: "updatedAt" } },
          { kind: "Field", name: { kind: "Name", value: "submissionDate" } },
          { kind: "Field", name: { kind: "Name", value: "rankedDate" } },
          { kind: "Field", name: { kind: "Name", value: "length" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "modders" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
          {
            kind: "Field",
            name: { kind: "Name", value: "bns" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "username" } },
                { kind: "Field", name: { kind: "Name", value: "osuId" } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: "FragmentDefinition",
      name: { kind: "Name", value: "AdminBeatmapFields" },
      typeCondition: { kind: "NamedType", name: { kind: "Name", value: "Beatmap" } },
      selectionSet: {
        kind: "SelectionSet",
        selections: [
          { kind: "FragmentSpread", name: { kind: "Name", value: "BeatmapDetailFields" } },
          { kind: "Field", name: { kind: "Name", value: "queuedForRank" } },
          { kind: "Field", name: { kind: "Name", value: "invalidForPoints" } },
          { kind: "Field", name: { kind: "Name", value: "invalidReason" } },
          { kind: "Field", name: { kind: "Name", value: "skipWebhook" } },
          {
            kind: "Field",
            name: { kind: "Name", value: "host" },
            selectionSet: {
              kind: "SelectionSet",
              selections: [
                { kind: "Field", name: { kind: "Name", value: "id" } },
                { kind: "Field", name: { kind: "Name", value: "createdAt" } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AdminRemoveModderMutation, AdminRemoveModderMutationVariables>;
