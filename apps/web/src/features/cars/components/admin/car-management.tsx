/** Being built. */
export function CarManagement(_props: { layout: 'table' | 'grid' }) {
  return null;
}
