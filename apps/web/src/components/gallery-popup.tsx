import { Dialog } from './dialog';
import { Carousel, type GalleryImage } from './gallery';

/** The gallery's carousel in a popup (a full-height sheet on phones). */
export default function GalleryPopup({
  title,
  images,
  index,
  onIndex,
  onClose,
  width,
  height,
}: {
  title: string;
  images: readonly GalleryImage[];
  index: number;
  onIndex(index: number): void;
  onClose(): void;
  width: number;
  height: number;
}) {
  return (
    <Dialog open onOpenChange={onClose} title={title} size="lg">
      <Carousel images={images} index={index} onIndex={onIndex} width={width} height={height} />
    </Dialog>
  );
}
