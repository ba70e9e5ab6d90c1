import { anonymousName } from '@/domain/display';
import type { Testimonial } from '@/domain/entities';

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="card flex h-full flex-col gap-3">
      <blockquote className="whitespace-pre-line break-words text-lg">
        <p>“{testimonial.content}”</p>
      </blockquote>
      <figcaption className="mt-auto text-sm text-ink-muted">
        {anonymousName(testimonial.author_id)}
      </figcaption>
    </figure>
  );
}
