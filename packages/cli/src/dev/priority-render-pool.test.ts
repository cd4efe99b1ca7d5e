import { afterAll, describe, expect, it } from 'vitest';
import { PriorityRenderPool } from './priority-render-pool.ts';

const pool = new PriorityRenderPool(1);
const readFile = async () => undefined;

afterAll(() => pool.close());

describe('PriorityRenderPool', () => {
  it('holds renders asked for outside `first` until the work inside it is done', async () => {
    const order: string[] = [];
    let startUrgent = () => {};
    const urgentMayRender = new Promise<void>((resolve) => (startUrgent = resolve));
    const urgent = pool.first(async () => {
      await urgentMayRender;
      const page = await pool.render('urgent.mdx', '# Urgent\n', readFile);
      order.push('urgent');
      return page;
    });
    // Asked for first, but while the urgent work runs: it waits for it.
    const background = pool.render('background.mdx', '# Background\n', readFile).then((page) => {
      order.push('background');
      return page;
    });
    startUrgent();
    const [urgentPage, backgroundPage] = await Promise.all([urgent, background]);
    expect(order).toEqual(['urgent', 'background']);
    expect(urgentPage.html).toContain('Urgent');
    expect(backgroundPage.html).toContain('Background');
  });
});
