import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor, type Actor } from 'xstate';
import { deferred, flush } from '../testing/model.ts';
import { boardWizardMachine, DEFAULT_COPIED_MS } from './boardWizardMachine.ts';
import { boardWizardMessages, sharePermissionLabels } from './messages.ts';
import { selectBoardWizard } from './selectors.ts';
import type {
  BoardWizardInput,
  CreateBoardInput,
  CreatedBoard,
  CreateShareLinkInput,
  ShareLink,
  WizardVersion,
} from './types.ts';

const versions: WizardVersion[] = [
  { id: 'v-1', previewUrl: '/p1.jpg' },
  { id: 'v-2', previewUrl: '/p2.jpg' },
];

interface Impl {
  createBoard: (input: CreateBoardInput) => Promise<CreatedBoard>;
  createShareLink: (input: CreateShareLinkInput) => Promise<ShareLink>;
  copyText: (input: { text: string }) => Promise<void>;
}

const running: Array<Actor<typeof boardWizardMachine>> = [];
afterEach(() => {
  for (const a of running.splice(0)) a.stop();
});

function harness(
  impl: Partial<Impl> = {},
  input: BoardWizardInput = { projectId: 'p-1', versions },
) {
  const calls: Array<{ name: string; input: unknown }> = [];
  const full: Impl = {
    createBoard: async () => ({ id: 'b-1', name: 'Kitchen' }),
    createShareLink: async ({ permission }) => ({
      url: `https://x/share/board/${permission}-tok`,
      token: `${permission}-tok`,
    }),
    copyText: async () => {},
    ...impl,
  };
  const onFinish = vi.fn();
  const machine = boardWizardMachine.provide({
    actors: {
      createBoard: fromPromise<CreatedBoard, CreateBoardInput>(async ({ input }) => {
        calls.push({ name: 'createBoard', input });
        return full.createBoard(input);
      }),
      createShareLink: fromPromise<ShareLink, CreateShareLinkInput>(async ({ input }) => {
        calls.push({ name: 'createShareLink', input });
        return full.createShareLink(input);
      }),
      copyText: fromPromise<void, { text: string }>(async ({ input }) => {
        calls.push({ name: 'copyText', input });
        return full.copyText(input);
      }),
    },
    actions: { onFinish: (_, params) => onFinish(params) },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input, clock });
  running.push(actor);
  actor.start();
  const h = {
    actor,
    clock,
    calls,
    onFinish,
    view: () => selectBoardWizard(actor.getSnapshot()),
    send: (e: Parameters<typeof actor.send>[0]) => actor.send(e),
    /** Name → review → create → step 3. */
    async toShare() {
      actor.send({ type: 'SET_NAME', name: '  Kitchen  ' });
      actor.send({ type: 'NEXT' });
      actor.send({ type: 'CREATE' });
      await waitFor(actor, (s) => s.matches('share'), { timeout: 500 });
    },
  };
  return h;
}

describe('step 1: name, description, previews', () => {
  it('starts on step 1 with the previews of the selected versions', () => {
    const h = harness();
    expect(h.view()).toMatchObject({ step: 1, totalSteps: 3, previews: versions, name: '' });
    expect(h.view().boardCreated).toBe(false);
  });

  it.each(['', '   '])("NEXT with the name %o shows 'Please enter a board name'", (name) => {
    const h = harness();
    h.send({ type: 'SET_NAME', name });
    h.send({ type: 'NEXT' });
    expect(h.view()).toMatchObject({ step: 1, error: 'Please enter a board name' });
    h.send({ type: 'SET_NAME', name: 'K' });
    expect(h.view().error).toBeNull();
  });

  it('NEXT without versions shows the versions message', () => {
    const h = harness({}, { versions: [] });
    h.send({ type: 'SET_NAME', name: 'Kitchen' });
    h.send({ type: 'NEXT' });
    expect(h.view()).toMatchObject({ step: 1, error: 'Please select at least one version' });
  });

  it('NEXT with a name and versions goes to step 2; BACK returns with the values kept', () => {
    const h = harness();
    h.send({ type: 'SET_NAME', name: 'Kitchen' });
    h.send({ type: 'SET_DESCRIPTION', description: 'Ideas' });
    h.send({ type: 'NEXT' });
    expect(h.view()).toMatchObject({ step: 2, error: null });
    h.send({ type: 'BACK' });
    expect(h.view()).toMatchObject({ step: 1, name: 'Kitchen', description: 'Ideas' });
  });

  it('BACK and CREATE do nothing on step 1', () => {
    const h = harness();
    h.send({ type: 'BACK' });
    h.send({ type: 'CREATE' });
    expect(h.view().step).toBe(1);
    expect(h.calls).toEqual([]);
  });
});

describe('step 2: review and create', () => {
  it('CREATE creates the board (trimmed name, the version ids), then shows step 3', async () => {
    const board = deferred<CreatedBoard>();
    const h = harness({ createBoard: () => board.promise });
    h.send({ type: 'SET_NAME', name: '  Kitchen  ' });
    h.send({ type: 'SET_DESCRIPTION', description: ' Ideas ' });
    h.send({ type: 'NEXT' });
    h.send({ type: 'CREATE' });
    expect(h.view()).toMatchObject({ step: 2, isCreating: true, boardCreated: false });
    h.send({ type: 'BACK' });
    expect(h.view().isCreating).toBe(true);
    await flush();
    expect(h.calls).toEqual([
      {
        name: 'createBoard',
        input: {
          projectId: 'p-1',
          name: 'Kitchen',
          description: 'Ideas',
          versionIds: ['v-1', 'v-2'],
        },
      },
    ]);
    board.resolve({ id: 'b-1' });
    await flush();
    expect(h.view()).toMatchObject({ step: 3, boardCreated: true });
  });

  it("a failed create stays on step 2 with 'Failed to create board' and no board", async () => {
    const h = harness({ createBoard: () => Promise.reject(new Error('500')) });
    h.send({ type: 'SET_NAME', name: 'Kitchen' });
    h.send({ type: 'NEXT' });
    h.send({ type: 'CREATE' });
    await waitFor(h.actor, (s) => s.matches('review'), { timeout: 500 });
    expect(h.view()).toMatchObject({
      step: 2,
      error: 'Failed to create board',
      boardCreated: false,
    });
    h.send({ type: 'BACK' });
    expect(h.view()).toMatchObject({ step: 1, error: null });
  });
});

describe('step 3: share links', () => {
  it.each(['view', 'upload'] as const)(
    'GENERATE %s creates that link for the board',
    async (permission) => {
      const h = harness();
      await h.toShare();
      h.send({ type: 'GENERATE', permission });
      expect(h.view()).toMatchObject({ canGenerate: false, generating: permission });
      await flush();
      expect(h.calls.at(-1)).toEqual({
        name: 'createShareLink',
        input: { boardId: 'b-1', permission },
      });
      expect(h.view().links[permission]?.url).toBe(`https://x/share/board/${permission}-tok`);
      expect(h.view()).toMatchObject({ canGenerate: true, generating: null });
    },
  );

  it('GENERATE is disabled while a generation runs', async () => {
    const link = deferred<ShareLink>();
    const h = harness({ createShareLink: () => link.promise });
    await h.toShare();
    h.send({ type: 'GENERATE', permission: 'view' });
    h.send({ type: 'GENERATE', permission: 'upload' });
    await flush();
    expect(h.calls.filter((c) => c.name === 'createShareLink')).toHaveLength(1);
    link.resolve({ url: 'u' });
    await flush();
    expect(h.view().links).toEqual({ view: { url: 'u' }, upload: null });
  });

  it("a failed generation shows 'Failed to create share link'", async () => {
    const h = harness({ createShareLink: () => Promise.reject(new Error('x')) });
    await h.toShare();
    h.send({ type: 'GENERATE', permission: 'upload' });
    await flush();
    expect(h.view()).toMatchObject({ error: 'Failed to create share link', canGenerate: true });
    expect(h.view().links.upload).toBeNull();
  });

  it("COPY shows 'Copied' for the link type just copied, for 2 seconds", async () => {
    const h = harness();
    await h.toShare();
    h.send({ type: 'GENERATE', permission: 'view' });
    await flush();
    h.send({ type: 'GENERATE', permission: 'upload' });
    await flush();
    h.send({ type: 'COPY', permission: 'upload' });
    await flush();
    expect(h.calls.at(-1)).toEqual({
      name: 'copyText',
      input: { text: 'https://x/share/board/upload-tok' },
    });
    expect(h.view().copied).toBe('upload');
    h.send({ type: 'COPY', permission: 'view' });
    await flush();
    expect(h.view().copied).toBe('view');
    h.clock.increment(1999);
    expect(h.view().copied).toBe('view');
    h.clock.increment(1);
    expect(h.view().copied).toBeNull();
  });

  it('uses the configured copied duration', async () => {
    const h = harness({}, { versions, copiedMs: 50 });
    await h.toShare();
    h.send({ type: 'GENERATE', permission: 'view' });
    await flush();
    h.send({ type: 'COPY', permission: 'view' });
    await flush();
    h.clock.increment(50);
    expect(h.view().copied).toBeNull();
  });

  it('COPY during a generation leaves the generation running', async () => {
    const second = deferred<ShareLink>();
    let n = 0;
    const h = harness({
      createShareLink: () => (n++ === 0 ? Promise.resolve({ url: 'v' }) : second.promise),
    });
    await h.toShare();
    h.send({ type: 'GENERATE', permission: 'view' });
    await flush();
    h.send({ type: 'GENERATE', permission: 'upload' });
    h.send({ type: 'COPY', permission: 'view' });
    await flush();
    expect(h.view()).toMatchObject({ copied: 'view', generating: 'upload', canGenerate: false });
    second.resolve({ url: 'u' });
    await flush();
    expect(h.view().links).toEqual({ view: { url: 'v' }, upload: { url: 'u' } });
  });

  it('COPY of a link not generated yet does nothing', async () => {
    const h = harness();
    await h.toShare();
    h.send({ type: 'COPY', permission: 'view' });
    await flush();
    expect(h.calls.map((c) => c.name)).toEqual(['createBoard']);
  });

  it("a failed copy shows 'Failed to copy link' and no 'Copied'", async () => {
    const h = harness({ copyText: () => Promise.reject(new Error('denied')) });
    await h.toShare();
    h.send({ type: 'GENERATE', permission: 'view' });
    await flush();
    h.send({ type: 'COPY', permission: 'view' });
    await flush();
    expect(h.view()).toMatchObject({ copied: null, error: 'Failed to copy link' });
  });

  it('FINISH ends the wizard with the board', async () => {
    const h = harness();
    await h.toShare();
    h.send({ type: 'BACK' });
    expect(h.view().step).toBe(3);
    h.send({ type: 'FINISH' });
    expect(h.view()).toMatchObject({ isFinished: true, step: 3 });
    expect(h.onFinish).toHaveBeenCalledWith({ board: { id: 'b-1', name: 'Kitchen' } });
  });
});

describe('defaults and messages', () => {
  it('has the 2 s copied default and the spec wording', () => {
    expect(DEFAULT_COPIED_MS).toBe(2000);
    expect(boardWizardMessages).toMatchObject({
      nameRequired: 'Please enter a board name',
      createFailed: 'Failed to create board',
      shareLinkFailed: 'Failed to create share link',
      copyFailed: 'Failed to copy link',
      copied: 'Copied',
    });
    expect(sharePermissionLabels).toEqual({ view: 'View Only', upload: 'View and Upload' });
  });

  it('the default createBoard throws: the create fails', async () => {
    const actor = createActor(boardWizardMachine, { input: { versions, name: 'B' } });
    running.push(actor);
    actor.start();
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CREATE' });
    await waitFor(actor, (s) => s.matches('review'), { timeout: 500 });
    expect(actor.getSnapshot().context.error).toBe('Failed to create board');
  });
});
