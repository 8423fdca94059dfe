export { liveEventsRoutes } from './live-events.routes';
export { type LiveHub, liveChannel, startLiveHub } from './live-hub';
