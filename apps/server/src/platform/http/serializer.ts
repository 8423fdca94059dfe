import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { isKeptReply } from './kept-replies';

const zodSerializer = createSerializerCompiler({});

/**
 * The contract's reply schemas encode and strip every reply (fastify-type-provider-zod); a kept reply
 * (kept-replies.ts) is encoded once and its JSON reused for as long as it is kept.
 */
export const replySerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const serialize = zodSerializer(route);
  const json = new WeakMap<object, string>();
  return (payload) => {
    const data = (payload as { data?: unknown } | null)?.data;
    if (!isKeptReply(data)) return serialize(payload);
    let text = json.get(data as object);
    if (text === undefined) {
      text = serialize(payload);
      json.set(data as object, text);
    }
    return text;
  };
};
