import type { Ngo } from '@/domain/entities';

/** The directory's NGOs whose name or description names one of the places she typed. */
export function ngosNear(ngos: readonly Ngo[], area: string): Ngo[] {
  const places = area
    .split(/[,;\n]/)
    .map((place) => place.trim().toLocaleLowerCase())
    .filter((place) => place.length >= 2);
  if (places.length === 0) return [];
  return ngos.filter((ngo) => {
    const text = `${ngo.name} ${ngo.description}`.toLocaleLowerCase();
    return places.some((place) => text.includes(place));
  });
}
