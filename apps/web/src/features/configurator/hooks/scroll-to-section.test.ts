import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollToSectionSoon, sectionId } from './scroll-to-section';

describe('a step pressed before its section is on the page', () => {
  const scrolled = vi.fn();
  beforeEach(() => {
    // jsdom lays nothing out, so it has no scrollIntoView: record which element was asked.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled(this.id);
    };
  });
  afterEach(() => {
    document.body.innerHTML = '';
    scrolled.mockReset();
  });

  it('scrolls there at once when it is there, else as soon as it arrives', async () => {
    scrollToSectionSoon('charging', 0);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(scrolled).not.toHaveBeenCalled();
    const section = document.createElement('section');
    section.id = sectionId('charging');
    document.body.append(section);
    await vi.waitFor(() => expect(scrolled).toHaveBeenCalledWith(sectionId('charging')));

    scrolled.mockClear();
    scrollToSectionSoon('charging', 0);
    expect(scrolled).toHaveBeenCalledWith(sectionId('charging'));
  });

  it('is called off by a newer press or by leaving the page', async () => {
    const cancel = scrollToSectionSoon('accessories', 0);
    await new Promise((resolve) => setTimeout(resolve, 10));
    cancel();
    const section = document.createElement('section');
    section.id = sectionId('accessories');
    document.body.append(section);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(scrolled).not.toHaveBeenCalled();
  });
});
