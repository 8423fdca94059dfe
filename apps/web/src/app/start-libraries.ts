/*
 * The libraries the app is built on (their chunk, `libraries`, is named in vite-entry-chunk.ts), evaluated as a
 * start-up step of their own (main.ts) before the app's modules that use them.
 */
export { QueryClient } from '@tanstack/react-query';
export { Router } from 'wouter';
