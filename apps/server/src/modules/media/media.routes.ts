import {
  ImageryInputError,
  renderInterior,
  renderOption,
  renderPaintSwatch,
  renderTrimSwatch,
  renderVehicle,
} from '@showroom/imagery';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badField } from '../../platform/http/app-error';
import { InteriorParams, OptionParams, PaintQuery, TrimQuery, VehicleParams } from './media.schema';
import { svgCache } from './media-cache';

/**
 * The drawn pictures the catalogue points at (not part of the /api contract, so hidden from its docs):
 * the vehicle in five views, the interior in three, paint and trim swatches and option illustrations.
 * Cached for a day with an ETag; a bad parameter is a 400 like any other bad input.
 */
export function mediaRoutes() {
  const cache = svgCache();
  const send = (request: FastifyRequest, reply: FastifyReply, key: string, render: () => string) => {
    let entry: ReturnType<typeof cache.get>;
    try {
      entry = cache.get(key, render);
    } catch (error) {
      if (error instanceof ImageryInputError) throw badField(error.field, error.message);
      throw error;
    }
    reply
      .header('cache-control', 'public, max-age=86400')
      .header('etag', entry.etag)
      // Opened on its own, the picture may load nothing at all; shown in an <img> it cannot anyway.
      .header('content-security-policy', "default-src 'none'");
    const validators = request.headers['if-none-match']
      ?.split(',')
      .map((tag) => tag.trim().replace(/^W\//, ''));
    if (validators?.includes(entry.etag) || validators?.includes('*')) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(entry.svg);
  };

  return async (app: FastifyInstance) => {
    const route = app.withTypeProvider<ZodTypeProvider>();
    route.get(
      '/media/vehicle/:variant/:view.svg',
      { schema: { hide: true, params: VehicleParams, querystring: PaintQuery } },
      (request, reply) => {
        const { variant, view } = request.params;
        const { color, finish } = request.query;
        return send(request, reply, `vehicle/${variant}/${view}/${color}/${finish}`, () =>
          renderVehicle({ variant, view, color, finish }),
        );
      },
    );
    route.get(
      '/media/interior/:view.svg',
      { schema: { hide: true, params: InteriorParams, querystring: TrimQuery } },
      (request, reply) => {
        const { view } = request.params;
        const { seat, accent, material } = request.query;
        return send(request, reply, `interior/${view}/${seat}/${accent}/${material}`, () =>
          renderInterior({ view, seat, accent, material }),
        );
      },
    );
    route.get(
      '/media/swatch/paint.svg',
      { schema: { hide: true, querystring: PaintQuery } },
      (request, reply) => {
        const { color, finish } = request.query;
        return send(request, reply, `paint/${color}/${finish}`, () => renderPaintSwatch({ color, finish }));
      },
    );
    route.get(
      '/media/swatch/trim.svg',
      { schema: { hide: true, querystring: TrimQuery } },
      (request, reply) => {
        const { seat, accent, material } = request.query;
        return send(request, reply, `trim/${seat}/${accent}/${material}`, () =>
          renderTrimSwatch({ seat, accent, material }),
        );
      },
    );
    route.get(
      '/media/option/:slug.svg',
      { schema: { hide: true, params: OptionParams } },
      (request, reply) => {
        const { slug } = request.params;
        return send(request, reply, `option/${slug}`, () => renderOption(slug));
      },
    );
  };
}
