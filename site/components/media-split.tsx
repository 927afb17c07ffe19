/** Text beside a picture (stacked on phones), the picture on either side. */
import type { ReactNode } from 'react';
import { ContentImage } from './content-image';
import '../styles/grids.css';

export function MediaSplit({ image, imageAlt, reverse = false, children }: { image: string; imageAlt: string; reverse?: boolean; children: ReactNode }) {
  return (
    <div className={`media-split${reverse ? ' media-split--reverse' : ''}`}>
      <div className="media-split__text">{children}</div>
      <div className="media-split__media">
        <ContentImage src={image} alt={imageAlt} />
      </div>
    </div>
  );
}
