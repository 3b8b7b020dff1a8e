/**
 * Class names of SurfaceCard's parts (surface-card.tsx), like Fluent's fui-Card…, for styles that
 * reach into a card from outside. A module of their own, so a page that only styles a card it
 * loads later (the settings' prescription) does not load the card's code up front.
 */
export const surfaceCardClassNames = {
  root: 'stride-SurfaceCard',
  header: 'stride-SurfaceCardHeader',
  image: 'stride-SurfaceCardHeader__image',
  action: 'stride-SurfaceCardHeader__action',
} as const;
