import type { ReactNode } from 'react';
import { useStagesAfterFirstPaint } from './use-after-first-paint';

/**
 * Renders `children(stage)` with the stage of useStagesAfterFirstPaint: 0 until the screen
 * shown with `active` has painted, then one more each frame and task up to `stages`. The count
 * lives here, beside the parts it reveals, so each stage renders those parts and not the page
 * around them again (issue 15: on the dashboard every stage re-rendered the whole page).
 */
export function Staged({
  active,
  stages,
  children,
}: {
  active: boolean;
  stages: number;
  children: (stage: number) => ReactNode;
}) {
  return <>{children(useStagesAfterFirstPaint(active, stages))}</>;
}
