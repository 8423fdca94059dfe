import { z } from 'zod';

// Imported for its effect, once, by app.ts: a missing field's message is the spec's 'Required.' in every schema.
z.config({
  customError: (issue) =>
    issue.code === 'invalid_type' && issue.input === undefined ? 'Required.' : undefined,
});
