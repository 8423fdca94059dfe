import { el } from '../svg';
import { line, paper, tint } from './line-art';

/** Line drawings for the accessory cards, each on a 320×240 canvas. */
export const accessoryArt = {
  'floor-liners': {
    title: 'All-weather floor liners',
    body: [
      line(
        'M168 62H262Q272 62 274 72L296 186Q298 198 286 198H150Q138 198 140 186L156 72Q158 62 168 62Z',
        paper,
      ),
      line('M178 92H256M174 116H262M170 140H268M166 164H274', 'none', 2.5, tint),
      line('M44 74H136Q146 74 146 84L140 200Q140 210 130 210H34Q24 210 26 200L36 84Q38 74 44 74Z', paper),
      line('M50 102H128M46 128H128M44 154H130M40 180H132', 'none', 2.5, tint),
      line('M62 198V206M112 198V206', 'none', 2.5),
    ].join(''),
  },
  'cargo-tray': {
    title: 'Cargo tray',
    body: [
      line('M36 120L176 76L290 112L150 164Z', paper),
      line('M36 120V140L150 186L290 134V112', 'none'),
      line('M150 164V186', 'none'),
      line('M68 118L190 80M98 128L214 88M126 138L242 97M154 148L268 106', 'none', 2.5, tint),
      line('M52 120L174 82L274 114L152 156Z', 'none', 2, tint),
    ].join(''),
  },
  'roof-bars': {
    title: 'Roof cross bars',
    body: [
      line(
        'M22 196H64Q68 168 96 166Q124 168 128 196H218Q222 168 250 166Q278 168 282 196H300L302 160Q300 146 292 140L288 116L272 110Q220 94 170 92Q140 92 118 104L78 130Q40 134 26 142Q18 150 18 170Z',
        paper,
      ),
      line('M122 112Q150 100 198 100L262 114L258 130H104Z', 'none', 2.5, tint),
      el('circle', { cx: 96, cy: 196, r: 20, fill: 'none', stroke: '#24272b', 'stroke-width': 3.5 }),
      el('circle', { cx: 250, cy: 196, r: 20, fill: 'none', stroke: '#24272b', 'stroke-width': 3.5 }),
      line('M148 92V74M238 100V80', 'none', 4),
      line('M126 72H170M216 78H260', 'none', 7),
    ].join(''),
  },
  'tow-hitch': {
    title: 'Tow hitch',
    body: [
      line('M20 92H104Q116 92 116 104V118', 'none', 2.5, '#8a9099'),
      line('M30 118H122V156H30Z', paper),
      line('M122 128H204V146H122Z', paper),
      line('M190 96H218V146H190Z', paper),
      line('M190 96H264V112H190Z', paper),
      line('M232 80H248V96H232Z', paper),
      el('circle', { cx: 240, cy: 64, r: 18, fill: '#eef0f2', stroke: '#24272b', 'stroke-width': 3.5 }),
      el('circle', { cx: 148, cy: 137, r: 4, fill: '#24272b' }),
      line('M60 156Q60 190 84 190Q108 190 108 166', 'none', 2.5, tint),
      line('M44 134H104', 'none', 2.5, tint),
    ].join(''),
  },
  'wheel-locks': {
    title: 'Locking wheel nuts',
    body: [
      line('M96 62L140 86V134L96 158L52 134V86Z', paper),
      line('M96 84Q118 96 118 110Q118 128 96 136Q74 128 74 110Q74 96 96 84Z', 'none', 2.5, tint),
      line('M96 98L106 110L96 122L86 110Z', 'none', 2.5, tint),
      line('M196 72H250V104Q250 120 234 122H212Q196 120 196 104Z', paper),
      line('M206 122V176Q206 190 223 190Q240 190 240 176V122', paper),
      line('M210 90L222 82L236 90L222 100Z', 'none', 2.5, tint),
      line('M52 196H140M196 204H250', 'none', 2.5, tint),
    ].join(''),
  },
} as const;
