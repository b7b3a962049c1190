/**
 * Layout checks for narrow-viewport and long-text stories: what a user would see as a broken
 * layout (content spilling out of its box, a panel cut off by the screen edge) fails the story.
 */
import { expect, waitFor } from 'storybook/test';

/**
 * `element` neither overflows sideways nor sticks out of the viewport, once any entrance
 * animation (a drawer sliding in, a popover settling) has finished.
 */
export async function expectFits(element: Element) {
  const viewport = element.ownerDocument.documentElement.clientWidth;
  await waitFor(
    () => {
      const rect = element.getBoundingClientRect();
      // 1 px of slack for sub-pixel rounding.
      expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth + 1);
      expect(rect.left).toBeGreaterThanOrEqual(-1);
      expect(rect.right).toBeLessThanOrEqual(viewport + 1);
    },
    { timeout: 3000 },
  );
}
