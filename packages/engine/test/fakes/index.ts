// Loopback fakes of the generative providers' HTTP APIs, for the engine's adapter tests and the
// server's tests of the generative edits (`@hds/engine/fakes`).
export { fakeComfyUi, type ComfyScenario } from './comfyui.ts';
export { FAKE_TOKEN, FAKE_VERSION, fakeReplicate, type ReplicateScenario } from './replicate.ts';
export { fakeHttpServer, json, type Handler, type Recorded } from './server.ts';
