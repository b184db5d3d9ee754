import * as z from 'zod/mini';
import { create } from 'zustand';
import { onSessionEnd } from '@/lib/session-cleanup';
import { getSessionOwner } from '@/lib/session-owner';
import { readJson, removeKey, writeJson } from '@/lib/storage';
import { draftSchema, emptyDraft, hasContent, type Draft } from './draft';

/**
 * Where the unsent message is kept between closes and reloads, with its author: another
 * user signing in on the same browser never sees it.
 */
export const DRAFT_STORAGE_KEY = 'mirante:email-draft';
const storedDraftSchema = z.object({ owner: z.string(), draft: draftSchema });

function loadDraft(): Draft {
  const stored = readJson(DRAFT_STORAGE_KEY, storedDraftSchema);
  return stored && stored.owner === getSessionOwner() ? stored.draft : emptyDraft();
}

function persist(draft: Draft) {
  const owner = getSessionOwner();
  if (owner && hasContent(draft)) writeJson(DRAFT_STORAGE_KEY, { owner, draft });
  else removeKey(DRAFT_STORAGE_KEY);
}

export type ComposeMode = 'closed' | 'open' | 'minimized';

interface ComposeState {
  mode: ComposeMode;
  draft: Draft;
  /** Grows whenever the draft is replaced from outside (a reply, a discard): the editor restarts. */
  revision: number;
  /** Opens the compose: with `draft` it starts from it, otherwise it restores the kept one. */
  open: (draft?: Draft) => void;
  minimize: () => void;
  /** Closes, keeping whatever was written; returns whether there was something to keep. */
  close: () => boolean;
  /** Forgets the message (after sending or discarding) and closes. */
  discard: () => void;
  change: (patch: Partial<Draft>) => void;
}

export const useComposeStore = create<ComposeState>()((set, get) => ({
  mode: 'closed',
  draft: emptyDraft(),
  revision: 0,
  open: (draft) => {
    if (draft) persist(draft);
    const { mode, revision } = get();
    if (draft || mode === 'closed') {
      set({ mode: 'open', draft: draft ?? loadDraft(), revision: revision + 1 });
    } else set({ mode: 'open' });
  },
  minimize: () => set({ mode: 'minimized' }),
  close: () => {
    set({ mode: 'closed' });
    return hasContent(get().draft);
  },
  discard: () => {
    removeKey(DRAFT_STORAGE_KEY);
    set((state) => ({ mode: 'closed', draft: emptyDraft(), revision: state.revision + 1 }));
  },
  change: (patch) => {
    const draft = { ...get().draft, ...patch };
    persist(draft);
    set({ draft });
  },
}));

/** Whether the signed-in user has an unsent message kept. */
export const hasKeptDraft = () => hasContent(loadDraft());

/** Whether the kept message is a draft of its own, not yet saved to Drafts (it counts there). */
export const hasLocalDraft = () => {
  const draft = loadDraft();
  return hasContent(draft) && draft.serverId === undefined;
};

/** Closes the compose and forgets it in memory; the kept draft waits for its author. */
export const resetCompose = () => useComposeStore.setState({ mode: 'closed', draft: emptyDraft() });

onSessionEnd(resetCompose);
