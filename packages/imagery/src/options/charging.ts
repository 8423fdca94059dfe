import { el } from '../svg';
import { bolt, line, paper, tint } from './line-art';

/** Line drawings for the charging cards, each on a 320×240 canvas. */
export const chargingArt = {
  'home-charger': {
    title: '7.4 kW home charger',
    body: [
      line('M36 208H284', 'none', 2.5, tint),
      line('M40 40V208M280 40V208', 'none', 2.5, tint),
      line('M96 52H176Q188 52 188 64V150Q188 162 176 162H96Q84 162 84 150V64Q84 52 96 52Z', paper),
      line('M110 74H162', 'none', 6, '#3aa675'),
      bolt(136, 112, 34),
      line('M136 162V176Q136 200 170 200H214Q236 200 236 178V150', 'none'),
      line('M224 150H248V126Q248 114 236 114Q224 114 224 126Z', paper),
    ].join(''),
  },
  'public-charging': {
    title: 'Public charging',
    body: [
      line('M36 208H284', 'none', 2.5, tint),
      line('M104 40H176Q190 40 190 54V208H90V54Q90 40 104 40Z', paper),
      line('M106 62H174V118H106Z', '#ffffff'),
      bolt(140, 90, 36),
      line('M106 140H174M106 156H150', 'none', 2.5, tint),
      line('M190 96H210Q230 96 230 116V176', 'none'),
      line('M218 176H242V200Q242 210 230 210Q218 210 218 200Z', paper),
    ].join(''),
  },
  'charging-credit': {
    title: 'Public charging credit',
    body: [
      line('M44 62H236Q250 62 250 76V176Q250 190 236 190H44Q30 190 30 176V76Q30 62 44 62Z', paper),
      line('M30 92H250', 'none', 10),
      line('M52 116H84V140H52Z', '#ffffff', 2.5),
      line('M52 164H140', 'none', 2.5, tint),
      el('circle', { cx: 238, cy: 170, r: 38, fill: '#ffffff', stroke: '#24272b', 'stroke-width': 3.5 }),
      bolt(238, 170, 40),
    ].join(''),
  },
  'extended-installation': {
    title: 'Extended installation',
    body: [
      line('M28 208H292', 'none', 2.5, tint),
      line('M36 60H84V132H36Z', paper),
      line('M48 78H72M48 92H72M48 106H64', 'none', 2.5, tint),
      line('M84 96H236', 'none', 5),
      line('M214 60H270Q278 60 278 68V140Q278 148 270 148H214Q206 148 206 140V68Q206 60 214 60Z', paper),
      bolt(242, 104, 30),
      line('M92 168H198M92 168L104 160M92 168L104 176M198 168L186 160M198 168L186 176', 'none', 2.5, tint),
    ].join(''),
  },
} as const;
