import { PRE_PAINT_KEYS } from '@/config/constants';

/**
 * The script a prerendered page runs straight after its announcement banner, before the browser paints
 * it: it takes the banner away when this visitor dismissed it (the same fingerprint in localStorage) or
 * when today in London is outside its first and last days. The build shows the banner it read, so that
 * the page does not move when the app starts or the live settings arrive; this keeps a dismissed or
 * finished one from flashing up first. Fixed text: its hash is in the security policy (firebase.json),
 * which security-headers.spec.ts checks against every page.
 */
export const ANNOUNCEMENT_PAGE_CHECK =
  '(function(){var s=document.currentScript,b=s&&s.previousElementSibling;' +
  "if(!b||!b.hasAttribute('data-announcement'))return;" +
  'var p={},t,a,d=null;' +
  "try{a=JSON.parse(b.getAttribute('data-announcement'));" +
  "new Intl.DateTimeFormat('en-GB',{timeZone:'Europe/London',year:'numeric',month:'2-digit',day:'2-digit'})" +
  '.formatToParts(new Date()).forEach(function(x){p[x.type]=x.value});' +
  "t=p.year+'-'+p.month+'-'+p.day}catch(e){return}" +
  `try{d=localStorage.getItem(${JSON.stringify(PRE_PAINT_KEYS.dismissedAnnouncement)})}catch(e){}` +
  "if(d===b.getAttribute('data-announcement-key')||(a.startsOn&&t<a.startsOn)||(a.endsOn&&t>a.endsOn))b.remove()})()";
