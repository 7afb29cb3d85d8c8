import csv, sys
d, dt = sys.argv[1], sys.argv[2]
for suite in ('deepbench', 'llm'):
    rows = [r for r in csv.DictReader(l for l in open(f'{d}/{suite}.csv') if not l.startswith('#'))]
    shapes = {}
    for r in rows:
        shapes.setdefault((r['m'], r['n'], r['k'], r['pad'], r['offset']), []).append(r)
    print(f'== {suite}: AUTO against the fastest named variant in the same run ({dt}, row-major NN, H100)')
    miss = total = 0
    for key, rs in shapes.items():
        auto = [r for r in rs if r['variant'] == 'auto' and r['status'] == 'ok']
        named = [r for r in rs if r['variant'] != 'auto' and r['status'] == 'ok']
        if not auto or not named:
            print('x'.join(key[:3]), ': no timed', 'AUTO' if not auto else 'named row')
            continue
        a = float(auto[0]['median_ms']); b = min(named, key=lambda r: float(r['median_ms']))
        ratio = a / float(b['median_ms']); total += 1; miss += ratio > 1.10
        print('%-18s AUTO %9.4f ms  best %-30s %9.4f ms  AUTO/best %.3f%s' % ('x'.join(key[:3]), a, b['variant'], float(b['median_ms']), ratio, ' MISS' if ratio > 1.10 else ''))
    print(f'{suite}: AUTO within 10% of the best named row on {total - miss} of {total} shapes')
