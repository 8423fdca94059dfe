/*
 * The documents module's public face: the order's documents and their expiring links, the details update with
 * licence images, the stored documents and the PDF inspection the sales contract uses too. Other modules, app.ts
 * and the command-line entries import this file only (.dependency-cruiser.cjs).
 */
export { documentLinkService } from './document-links';
export { type OrderDocument, recordDocument, storeDocument } from './document-store';
export { documentsRoutes } from './documents.routes';
export { documentsService } from './documents.service';
export { orderDetailsUpdate } from './order-details-update';
export type { PdfVerdict } from './pdf-active-content';
export { type PdfInspector, pdfInspector } from './pdf-inspector';
export { orderOfSignedInOwner } from './signed-in-owner';
export { looksLikePdf } from './upload-check';
