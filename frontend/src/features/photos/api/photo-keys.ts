/** Query keys of the progress photos; the image bytes sit under ['photos', 'image', …] too. */
export const photoKeys = {
  all: ['photos'] as const,
  list: ['photos', 'list'] as const,
  image: (id: string, size: 'thumb' | 'original') => ['photos', 'image', id, size] as const,
};

export const dashboardKey = ['dashboard'] as const;
