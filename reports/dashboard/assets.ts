/**
 * The dashboard's style and its one small script (filters for the matrix), inlined into the page so the
 * site needs no server and fetches nothing. Without the script every row shows; the filters only hide.
 */

export const DASHBOARD_STYLE = `
:root{--pass:#1b7a1b;--fail:#b00020;--error:#8a4b00;--ns:#6b6b6b;--line:#d4d4d4}
*{box-sizing:border-box}
body{font:14px/1.45 system-ui,sans-serif;margin:0;color:#1b1b1b;background:#fafafa}
header,main,footer{padding:0 1rem}header{background:#23203a;color:#fff;padding:.8rem 1rem}
header h1{margin:0;font-size:1.3rem}header p{margin:.2rem 0 0;opacity:.85}
nav a{color:#cfc8ff;margin-right:.8rem}h2{margin:1.6rem 0 .5rem;font-size:1.15rem}
.scroll{overflow-x:auto;max-width:100%;border:1px solid var(--line);background:#fff}
table{border-collapse:collapse}
td,th{border:1px solid var(--line);padding:.25rem .45rem;text-align:left;vertical-align:top}
thead th{background:#f0eff7;position:sticky;top:0;z-index:1}
#matrix th.check{position:sticky;left:0;background:#fff;z-index:2;min-width:14rem;max-width:26rem;font-weight:normal}
#matrix thead th.check{background:#f0eff7;z-index:3}
#matrix td{text-align:center;white-space:nowrap;vertical-align:middle}

.desc{white-space:nowrap;overflow:hidden;text-overflow:ellipsis;max-width:24rem}
.col-head{font-size:.8rem;min-width:6rem}
.col-head .v{display:block;color:#555}.col-head .when{font-weight:normal;font-size:.7rem}
.kind{font-size:.75rem;color:#666}
.s{display:inline-block;min-width:3.2rem;padding:.05rem .3rem;border-radius:4px;font-size:.8rem;font-weight:600}
.s-passed,.s-unexpected-pass{background:#e3f4e3;color:var(--pass)}
.s-failed,.s-expected-failure{background:#ffe3e6;color:var(--fail)}.s-error{background:#fff0dc;color:var(--error)}
.s-not-supported{background:#eee;color:var(--ns);font-weight:normal}.s-absent{color:#aaa;font-weight:normal}
.s-not-reached{background:#fff6d6;color:#8a5a00}.nr{color:#8a5a00}
a.s{text-decoration:underline}
.filters{display:flex;flex-wrap:wrap;gap:.6rem;align-items:end;margin:.5rem 0}
.filters label{display:flex;flex-direction:column;font-size:.8rem;color:#444}
.filters select,.filters input{font:inherit;padding:.2rem;min-width:9rem}
.rate{font-weight:600}.rate small{font-weight:normal;color:#555;display:block;font-size:.75rem}
.bar{height:4px;background:#eee;margin-top:2px}.bar i{display:block;height:4px;background:var(--pass)}
.ns{color:var(--ns)}.regressed{color:var(--fail)}.fixed{color:var(--pass)}
pre{background:#f0f0f0;padding:.5rem;overflow-x:auto}.del{color:var(--fail)}.ins{color:var(--pass)}
.failing-step{background:#ffe3e3;padding:.4rem;border-left:4px solid var(--fail)}
.board{display:grid;grid-template-columns:repeat(auto-fit,minmax(15rem,1fr));gap:.8rem}
.view{border:1px solid #999;border-radius:6px;padding:.5rem;background:#fdfdf8}.view h3{margin:.2rem 0}
.zone h4{margin:.4rem 0 .2rem;font-size:.85rem;text-transform:uppercase;color:#555}
.card{border:1px solid #444;border-radius:6px;padding:.3rem .4rem;margin:.25rem 0;background:#fff}
.card.down{background:#3b3456;color:#fff}.card.back{border-style:dashed}
.card .name{font-weight:bold}.card .meta{font-size:.8rem;opacity:.8}
.card ul{margin:.2rem 0 0 1rem;padding:0;font-size:.8rem}.empty,.hidden-zone{font-size:.8rem;color:#777}
footer{color:#666;font-size:.8rem;margin:2rem 0}
@media (max-width:640px){body{font-size:13px}#matrix th.check{min-width:9rem;max-width:11rem}
.desc,.wide{display:none}.filters select,.filters input{min-width:7rem}}
`;

/** Filters for the matrix: chapter, mechanic, status, text; the choice is kept in the address (#...). */
export const DASHBOARD_SCRIPT = `
(function () {
  var ids = ['f-chapter', 'f-mechanic', 'f-status', 'f-text'];
  var el = {};
  ids.forEach(function (id) { el[id] = document.getElementById(id); });
  var rows = Array.prototype.slice.call(document.querySelectorAll('#matrix tbody tr'));
  var count = document.getElementById('f-count');
  function has(list, word) { return (' ' + list + ' ').indexOf(' ' + word + ' ') >= 0; }
  function statusOk(r, s) {
    if (s === '') return true;
    if (s === 'differs') return r.dataset.differs === 'true';
    if (s === 'all-pass') return r.dataset.outcomes === 'pass';
    return has(r.dataset.outcomes, s);
  }
  function apply() {
    var c = el['f-chapter'].value, m = el['f-mechanic'].value, s = el['f-status'].value;
    var t = el['f-text'].value.trim().toLowerCase(), shown = 0;
    rows.forEach(function (r) {
      var ok = (c === '' || has(r.dataset.sections, c)) && (m === '' || has(r.dataset.mechanics, m)) &&
        statusOk(r, s) && (t === '' || r.dataset.check.toLowerCase().indexOf(t) >= 0);
      r.hidden = !ok;
      if (ok) shown++;
    });
    count.textContent = shown + ' of ' + rows.length + ' checks shown';
    var state = ids.map(function (id) { return encodeURIComponent(el[id].value); }).join('/');
    if (history.replaceState) history.replaceState(null, '', state === '///' ? '#' : '#f=' + state);
  }
  var saved = /^#f=(.*)$/.exec(location.hash);
  if (saved) saved[1].split('/').forEach(function (v, i) { if (el[ids[i]]) el[ids[i]].value = decodeURIComponent(v); });
  ids.forEach(function (id) { el[id].addEventListener('input', apply); el[id].addEventListener('change', apply); });
  apply();
})();
`;
