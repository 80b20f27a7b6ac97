/** Messages between the bench runner and a server child over the IPC channel. */
export type ChildMessage = { type: 'ready'; port: number } | { type: 'cpu'; micros: number };
export type ParentMessage = { type: 'cpu' };
