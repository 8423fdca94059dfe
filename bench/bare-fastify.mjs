// A bare Fastify route from the project's own dependencies (no logger, no hooks, no schema), answering the same
// request as the app's ceiling with a small JSON object: what the framework alone costs on this machine.
//   node bench/bare-fastify.mjs <port>
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/api/none', async () => ({ status: false, message: 'No API endpoint POST /api/none.' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
