/**
 * What the Node render of the first screen hands the server (app/first-screen/render.tsx, decision 0047): the way
 * to route the API client's calls through the server's own process. The browser's build never imports it.
 */
export { sendCallsBy } from './api';
