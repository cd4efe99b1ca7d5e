export type * from './types.ts';
export { asyncapiCodes, type AsyncApiCode } from './codes.ts';
export { loadAsyncApi } from './load-asyncapi.ts';
export { parseChannelRef, type ChannelRef } from './parse-channel-ref.ts';
export { channelPagePath, channelSlug, channelTitle, UNTAGGED_CHANNEL_GROUP } from './channel-page-path.ts';
