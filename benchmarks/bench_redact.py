"""What does redaction cost: on the common message without a secret, on messages with secrets,
and on 100 kB of text built to make regexes backtrack?

Times, interleaved in shuffled rounds (see ``_timing.py``), ``toolretry.redact.redact`` on
200-character messages as tools really raise them, next to two yardsticks measured in the same
rounds: ``str.lower()`` of the same message (what the machine does in one C pass) and one naive
case-insensitive regex search for three words (what a single-rule redactor would cost). Then
runs each hostile 100 kB input (best of 3). Prints Markdown tables and the two targets of issue
8: common case <= 10 µs, worst case <= 50 ms.

With ``--before REV`` the redaction of git revision ``REV`` (its ``src/toolretry`` extracted to
a temporary package ``toolretry_before``; the package imports itself only relatively) is timed
in the same rounds, and each table gains its figures and the ratio now/before.

Run from the repository root::

    PYTHONPATH=src python benchmarks/bench_redact.py [--quick] [--before REV]

With ``--scaling`` it times instead every hostile family at ``--size`` n, 2n, 4n and 8n
characters and prints the ratio per doubling: about 2 is linear, about 4 quadratic.

With ``--processes N`` (and ``--before REV``) each version is timed instead in processes of its
own, alternating now/before N times, and the best of each is kept: the mean over the common
messages, the mean over varied traffic (the held-out sets' innocent messages, each seen once:
they differ in words and characters as real traffic does, where the common messages repeat
theirs) and the worst hostile input. On a loaded machine one process may be slowed for all
its rounds; the best of several alternating processes is the steadier figure.
"""

from __future__ import annotations

import argparse
import importlib
import io
import itertools
import platform
import random
import re
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from _timing import Contender, calibrate, eprint, fmt_ns, markdown_table, run_rounds

from toolretry.redact import redact

COMMON = {
    "prose": "The requested resource could not be found on this server. Please check the "
    "spelling of the identifier and try again later; if the problem persists contact support "
    "with the request id shown below. Thank you",
    "urllib3": "HTTPSConnectionPool(host='api.example.com', port=443): Max retries exceeded "
    "with url: /v1/orders/ord_8f3k2j?page=2 (Caused by NewConnectionError('<urllib3.connection"
    ".HTTPSConnection object at 0x7f>: Failed to establish",
    "httpx": "Client error '404 Not Found' for url 'https://api.example.com/v1/customers/"
    "cus_9aB3kLmN0pQr/invoices?limit=10&starting_after=in_1Nv0aB2eZvKYlo2C3dEfGhIj' while "
    "listing invoices for the account",
    "json body": '{"error": {"message": "Rate limit reached for requests per minute. Limit: 3, '
    'Used: 3, Requested: 1.", "type": "requests", "param": null, "code": "rate_limit_exceeded",'
    ' "status": 429}}',
    "KeyError": "KeyError: 'total' while building the summary of order ORD-2024-000123 for "
    "customer 550e8400-e29b-41d4-a716-446655440000; the upstream payload had the keys id, "
    "status, items, currency and created_at only",
    "validation": "1 validation error for SearchArgs\nquery\n  Field required [type=missing, "
    "input_value={'city': 'Paris', 'days': 3}, input_type=dict]\n    For further information "
    "visit https://errors.pydantic.dev/2.9/v/missing",
    "CJK": "天气查询失败：城市名称无效，请检查拼写后重试。订单 12345 不存在，请检查订单号。"
    "请求过多，请在30秒后重试。The upstream service returned HTTP 503 Service Unavailable for "
    "the forecast endpoint",
    "mentions key": "Invalid value for parameter 'key': expected a non-empty string matching "
    "the schema of the endpoint; see the documentation at https://docs.example.com/errors#"
    "invalid-key for details and examples.",
}
WITH_SECRETS = {
    "api_key in URL": "GET https://api.example.com/v1/search?q=weather&api_key=9f8e7d6c5b4a3210"
    "&page=2 failed with 401 Unauthorized: the key is invalid or was revoked by an admin",
    "Bearer header": "request headers {'Authorization': 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIi"
    "OiIxMjM0In0.sflKxwRJSMeKKF2QT4fw', 'Accept': 'application/json'} were rejected",
    "vendor key": "Incorrect API key provided: sk-proj-Zx81kq0PLmmQ7vW3nT5yR2uB9cD4eF6g. You can"
    " find your API key at https://platform.openai.com/account/api-keys.",
    "DSN": "could not connect to postgres://app:Pa55-w0rd!@db.internal:5432/shop (connection "
    "refused); PGPASSWORD=hunter2 was set in the environment of the worker",
}
N = 100_000


def hostile(N: int) -> dict[str, str]:
    """Inputs of about ``N`` characters built to make the rules backtrack or rescan."""
    return {
        "one long word": "a" * N,
        "key= repeated": "key=" * (N // 4),
        "secret pairs": "password=a " * (N // 11),
        "token: repeated": "token:" * (N // 6),
        "scheme without host": "a://b:" * (N // 6),
        "user then @s": "http://u:" + "@" * N,
        "passwords with @": ("http://u:" + "p@a" * 100 + " ") * (N // 310),
        "sk- repeated": "sk-" * (N // 3),
        "sk- then letters": "sk-" + "a" * N,
        "eyJ segments": ("eyJ" + "a" * 5 + ".") * (N // 9),
        "Bearer repeated": "Bearer " * (N // 7),
        "Cookie: repeated": "Cookie: " * (N // 8),
        "open quote": '"key": "' + "a" * N,
        "escaped quotes": '"password": "' + '\\"' * (N // 2),
        "open brackets": "auth=(" + "(" * N,
        "encoded pairs": "token%3D" * (N // 8),
        "prose names": "api key " * (N // 8),
        "prose secrets": ("password " + "a1" * 8 + " ") * (N // 26),
        "PEM markers": "-----BEGIN PRIVATE KEY-----" * (N // 27),
        "PEM body": "-----BEGIN PRIVATE KEY-----" + "A" * N,
        "AKIA repeated": "AKIA" * (N // 4),
        "name chain": "a." * (N // 2) + "key=1",
        "underscores": "_" * N,
        "mixed secrets": (
            "api_key=abc&token=def password: hunter2 Authorization: Bearer xyz123456789 "
            "https://u:p@h/ sk-" + "a" * 30 + " "
        )
        * (N // 150),
        "CJK names": "密钥api_key：abc，" * (N // 15),
        "percent signs": "%" * N,
        "github tokens": ("ghp_" + "a" * 36 + " ") * (N // 41),
        "prose links": "api_key is " * (N // 11),
        "prose verdicts": "token a1b2c3d4e5 " * (N // 17),
        "curl users": "-u a:" * (N // 5),
        "Go DSN markers": "(a:" * (N // 8) + "@tcp(" * (N // 10),
        "YAML next lines": "password:\n  " * (N // 13),
        "CJK nouns": "密码是" * (N // 3),
        "seed words": "mnemonic: " + "abc " * (N // 4),
        "stems, no separator": "connection_pin_session-" * (N // 23),
        "validation inputs": "password\n  bad [type=too_short, input_value='x1', input_type=str]\n"
        * (N // 65),
        # the rule table's rows (issue 24)
        "cue then long runs": ("key " + "a1B2" * 8 + " ") * (N // 37),
        "cue then one long run": "token " + "a1B2" * (N // 4),
        "short flags": "-p a1!b -a x " * (N // 13),
        "flags in argv lists": "'-p', 'a1!b2c', " * (N // 16),
        # (a parser's rejections on one line, each naming a machine-made value: rejected_value)
        "rejections in one line": "'Qm7vR2kT9xLp4Wz8Nc3Hb6Yd' is not a valid integer " * (N // 51),
        "rejection words, no value": "invalid integer 'x' " * (N // 20),
        "authorization params": "Authorization: Hawk " + 'a="b", ' * (N // 7),
        "passwords, other languages": "пароль: x1! Passwort=y2? senha: z3# " * (N // 36),
        "encoded pairs, long": "password%3D" + "%26a" * (N // 4),
        "wrapped lines": "api_key: [REDACTED]\n  " + "a1B2c3D4\n  " * (N // 12),
        "percent-encoded values": "token%3D" + "a%2Fb%2B" * (N // 8),
        "percent-encoded pairs": "password%3Da%2B1%26" * (N // 19),
        "line-wrapped value": "token: " + "Zx81Kq0PLmmQ7vW3\n  " * (N // 20),
        "line-wrapped escaped": "api_key=Zx81Kq0PLmmQ7vW3" + "\\n  a1B2c3D4e5" * (N // 15),
        # (the rows asked by a text's shape, and the rows after them)
        "hex groups": "ab " * (N // 3),
        "dash groups": "ab1c-" * (N // 5),
        "long mixed run": "aB3" * (N // 3),
        "base64 slashes": "aB3/" * (N // 4),
        "quoted characters": "'a', " * (N // 5),
        "character calls": "chr(65)+" * (N // 8),
        "query rows": "SELECT a, token FROM t\n" + "x,y\n" * (N // 4),
        "store instructions": "putfield " * (N // 9),
        # (this stop's rows and layouts: listed values, bits, a character watch, columns aligned
        # with no ruler, box-drawn tables, drawn words after a password's name)
        "listed values": "key=aB3xY7qLm2Zp9Wt4Rv8K," * (N // 25),
        "bits": "token " + "01" * (N // 2),
        "binary literals": "key = { " + "0b01000001, " * (N // 12),
        "character watch": "password\n" + "  [0]: 50 '2'\n" * (N // 15),
        "aligned columns": "name  token  owner\n" + "a  b  c\n" * (N // 8),
        "box table": "│ name ┆ token │\n" + "│ a ┆ b │\n" * (N // 10),
        "drawn words": "password: " + "amber lagoon cedar " * (N // 19),
        # (the shapes no word names: fragments, base64url runs, paired codes, spelled and
        # cast codes, rejections of short values)
        "URL fragments": "https://x.io/" + "?a#aB3xY7qLm2Zp9Wt4Rv8 " * (N // 23),
        "base64url runs": "aB3_xY7-" * (N // 8),
        "paired hex codes": "3f9c1-0b7d2 " * (N // 12),
        "spaced characters": "key: " + "a B 3 " * (N // 6),
        "codes after words": "key ⎕UCS " + "81 119 " * (N // 7),
        "short rejections": "could not convert string to float: 'aB3xY7qLm2Zp' " * (N // 50),
        # (shapes read as what they stand for, and the places of sets 41-48's causes: script
        # digits, decorative letters, numerals, API names, grouped digits, listings, pings)
        "script digits": "OTP " + "٩٠٩٤ " * (N // 5),
        "decorative letters": "key " + "𝖉𝕷𝖍𝖌𝖁" * (N // 10),
        "chinese numerals": "验证码" + "五一五三三一" * (N // 6),
        "api pairs": "tmdbApi=" + "aB3xY7qLm2Zp9Wt4Rv8 " * (N // 20),
        "grouped digits": "PIN: " + "5 0 " * (N // 4) + "x",
        "key listings": '{"keys":[{"id":1,' * (N // 17),
        "ping urls": "curl https://hc-ping.io/ping/" * (N // 29),
        "openssl fields": "priv:\n" + "    7a:19:87:5c:dd:d5:7c:7b:9e:9c:aa:\n" * (N // 39),
        # (sets 49-56's causes: lists of codes never closed (a list's separator was split two
        # ways between its blanks, exponential until this stop), a document's escapes, a SQL
        # dump, pairs after a credential's name, dates and fields after a password's name)
        "hex list unclosed": "key = [ " + "0x41, " * (N // 6),
        "decimal list unclosed": "key = [ " + "65  " * (N // 4),
        "document escapes": "key " + "\\u49?_x004B_" * (N // 12),
        "spreadsheet codes": "cred " + 'CHAR(HEX2DEC("4B"))&' * (N // 20),
        "sql dump": "CREATE TABLE t (a int, secret text);\n"
        + "INSERT INTO t VALUES (1, 'x'), (2, 'y');\n" * (N // 41),
        "pairs after a name": "a.token_env = X " * (N // 16),
        "fields after a password": "password policy\n" + "TRIGGER:-PT15M\n" * (N // 15),
        # (sets 57-60's causes: typed values and accessibility fields, a repr's keyword pairs,
        # Pulumi's nested values, PIN words with their particles, a call's later literals, a
        # tuple's items closing a placed password)
        "typed calls": "send_keys(" + "'aB3x', " * (N // 8),
        "textbox fields": '- textbox "Password" [ref=e1]' + "[x]" * 10 + ": " + "a " * (N // 2),
        "name value pairs": "Cookie(name='token', " + "a='b', " * (N // 7),
        "nested values": "  a:b:\n" * (N // 7),
        "pin particles": "sekreti " + "ab " * (N // 3),
        "keyed literals": "init('a'" + ", 'x'" * (N // 5),
        "tuple closings": "('" + "Ab1.Cd2', '" * (N // 11),
        # (sets 61-64's causes: a code's digits behind a verb, joined literals, an RPC URL's
        # key, a signed token's dots, a code's digits repeated)
        "codes behind verbs": "PIN " + "ab is 1234 " * (N // 11),
        "joined literals": 'token = join("", [' + '"ab", ' * (N // 6),
        "rpc urls": "rpc " + "https://n.io/aB3xaB3xaB3xaB3x " * (N // 30),
        "signed dots": "aB3xaB3xaB3xaB3x." * (N // 17),
        "repeated codes": "pin: 4821 " + "4821 " * (N // 5),
        # (sets 65-68's causes: a code after the loanword, a long phrase, a command's list)
        "loanword codes": "код " * (N // 4),
        "long phrases": "ფრაზა: " + "abc " * (N // 4),
        "command lists": "['a', 'b'] " * (N // 11),
        "one long list": "[" + "'a b', " * (N // 7),
        "listed secrets": ("[" + "'password=Ab1cD2eF3', " * 40 + "'x'] ") * (N // 886),
        # (sets 69-72's causes: words of a script after a PIN's name, a PIN's clause, one
        # character per slot of a repeated frame)
        "script words after pin": "पिन " + "बदलाबदला " * (N // 9),
        "pin clauses": "PIN yako ni 1234 " * (N // 17),
        "char slots": "<i>a</i><i>B</i><i>3</i>" * (N // 24),
        "char slots unmatched": "<i>a</i><b>B</b><i>3</i>" * (N // 24),
        # (sets 73-76's causes: a PIN's loanword in an Indic script, a key cut into pieces,
        # pointers where a value would stand)
        "indic names": "ಒಟಿಪಿ " * (N // 6),
        "indic words after a name": "ಒಟಿಪಿ " + "ನಿಮ್ಮ " * (N // 6),
        "split pieces": "key: " + "||hT4kWq9z|| " * (N // 13),
        "split pieces ids": "key videos " + "hT4kWq9z, " * (N // 10),
        "source notes": "password: (stored in " + "a " * (N // 2),
        # (sets 77-80's causes: a code announced, a label no vocabulary reads, a table of rows
        # with its header, a link's bare query, a field typed into)
        "announced codes": "your code is " * (N // 13),
        "announced codes closed": "code 1234, " * (N // 11),
        "unread labels": "Nampa kupu: 4821 " * (N // 17),
        "header rows": '[["password", ' + '"Ab1cD2", ' * (N // 10) + "]",
        "bare query": "http://u:" + "@" * N,
        "typed fields": "Type 'x' into " * (N // 14),
    }


HOSTILE = hostile(N)
_NAIVE = re.compile(r"(?i)password|secret|token")


# The clock the timers read: wall time, or with ``--clock thread`` this thread's CPU time (on a
# loaded machine, time the thread spent waiting for a core is not the code's cost).
_clock_ns: Callable[[], int] = time.perf_counter_ns


def timer(function: Callable[[str], object], text: str) -> Callable[[int], int]:
    def run(loops: int) -> int:
        start = _clock_ns()
        for _ in range(loops):
            function(text)
        return _clock_ns() - start

    return run


# Every call of a first-sight timer gets a text no call saw before: a pipeline remembers the
# texts it found clean (a repeat, as when one failure reaches several channels, costs a lookup),
# so timing one text over and over would time that memory, not the rules.
_fresh = itertools.count()


def first_sight(text: str) -> str:
    """``text`` with a suffix no other call had, as a retried failure's message changes."""
    return f"{text} (attempt {next(_fresh)})"


def fresh_timer(function: Callable[[str], object], text: str) -> Callable[[int], int]:
    def run(loops: int) -> int:
        texts = [first_sight(text) for _ in range(loops)]
        start = _clock_ns()
        for variant in texts:
            function(variant)
        return _clock_ns() - start

    return run


def load_before(revision: str) -> Callable[[str], str]:
    """``redact`` as it was at git ``revision``, importable beside the current one."""
    archive = subprocess.run(
        ["git", "archive", revision, "src/toolretry"], check=True, capture_output=True
    ).stdout
    folder = Path(tempfile.mkdtemp(prefix="redact-before-"))
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(folder, filter="data")
    (folder / "src" / "toolretry").rename(folder / "toolretry_before")
    sys.path.insert(0, str(folder))
    module = importlib.import_module("toolretry_before.redact")
    function: Callable[[str], str] = module.redact
    return function


def per_message(
    messages: dict[str, str],
    rounds: int,
    rng: random.Random,
    before: Callable[[str], str] | None,
) -> list[list[str]]:
    contenders: list[tuple[str, list[Contender]]] = []
    for name, text in messages.items():
        row = [
            Contender(f"{name}/redact", "redact", fresh_timer(redact, text)),
            Contender(f"{name}/lower", "lower", timer(str.lower, text)),
            Contender(f"{name}/naive", "naive", timer(_NAIVE.search, text)),
            Contender(f"{name}/repeat", "repeat", timer(redact, text)),
        ]
        if before is not None:
            row.append(Contender(f"{name}/before", "before", fresh_timer(before, text)))
        contenders.append((name, row))
    everything = [c for _, row in contenders for c in row]
    calibrate(everything, 2_000_000)
    run_rounds(everything, rounds, rng)
    rows = []
    for name, (ours, lower, naive, repeat, *then) in contenders:
        text = messages[name]
        cells = [
            name,
            str(len(text)),
            fmt_ns(ours.median_ns),
            fmt_ns(lower.median_ns),
            f"{ours.median_ns / lower.median_ns:.0f}×",
            fmt_ns(naive.median_ns),
            fmt_ns(repeat.median_ns),
        ]
        if then:
            cells += [fmt_ns(then[0].median_ns), f"{ours.median_ns / then[0].median_ns:.2f}"]
        rows.append([*cells, "unchanged" if redact(text) == text else "redacted"])
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer rounds, for a smoke run")
    parser.add_argument("--before", metavar="REV", help="also time redaction at git REV")
    parser.add_argument(
        "--clock",
        choices=("wall", "thread"),
        default="wall",
        help="wall time (default) or this thread's CPU time, for a loaded machine",
    )
    parser.add_argument(
        "--size", type=int, default=N, help="characters of each hostile input (default 100,000)"
    )
    parser.add_argument(
        "--only", choices=("common", "hostile"), help="run only the messages or the hostile inputs"
    )
    parser.add_argument(
        "--scaling",
        action="store_true",
        help="time each hostile family at --size n, 2n, 4n, 8n and print the ratio per doubling",
    )
    parser.add_argument(
        "--processes",
        type=int,
        metavar="N",
        help="time now and --before REV each in N processes of their own, alternating",
    )
    parser.add_argument("--child", choices=("now", "before"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    global _clock_ns
    _clock_ns = time.thread_time_ns if args.clock == "thread" else time.perf_counter_ns
    if args.processes:
        if not args.before:
            parser.error("--processes needs --before REV")
        processes(args.processes, args.before, args.clock, args.only)
        return
    before = load_before(args.before) if args.before else None
    if args.child:
        child(redact if args.child == "now" else load_before(args.before), args.only)
        return
    if args.scaling:
        scaling(args.size if args.size != N else N // 8, args.quick, before)
        return
    rounds = 5 if args.quick else 21
    rng = random.Random(8)
    print(
        f"Python {platform.python_version()} on {platform.machine()}, {rounds} rounds, "
        f"{args.clock} clock\n"
    )
    if args.only != "hostile":
        header = ["message", "chars", "redact ns (first sight)", "lower ns", "redact/lower"]
        header += ["naive ns", "repeat ns"]
        if before is not None:
            header += [f"{args.before} ns", "now/before"]
        header.append("result")
        common = per_message(COMMON, rounds, rng, before)
        print("Common case, no secret (median ns per call):\n")
        print(markdown_table(header, common))
        mean_us = statistics.mean(float(row[2].replace(",", "")) for row in common) / 1000
        print(f"\nmean over the {len(common)} messages: {mean_us:.2f} µs (target <= 10 µs)")
        repeat_us = statistics.mean(float(row[6].replace(",", "")) for row in common) / 1000
        print(f"the same texts repeated (a pipeline remembers clean texts): {repeat_us:.2f} µs")
        if before is not None:
            then_us = statistics.mean(float(row[7].replace(",", "")) for row in common) / 1000
            print(f"mean at {args.before}: {then_us:.2f} µs; now/before {mean_us / then_us:.2f}")
        print("\nMessages with secrets (median ns per call):\n")
        print(markdown_table(header, per_message(WITH_SECRETS, rounds, rng, before)))
    if args.only == "common":
        return
    eprint("hostile inputs ...")
    rows = []
    worst = 0.0
    repeats = 1 if args.quick else 3
    for name, text in hostile(args.size).items():
        best = min(_once(redact, text) for _ in range(repeats))
        worst = max(worst, best)
        row = [name, f"{len(text):,}", f"{best:.1f}"]
        if before is not None:
            then = min(_once(before, text) for _ in range(repeats))
            row += [f"{then:.1f}", f"{best / then:.2f}"]
        rows.append(row)
    print(f"\nHostile inputs of {args.size:,} characters (best of {repeats}, ms):\n")
    hostile_header = ["input", "chars", "ms"]
    if before is not None:
        hostile_header += [f"{args.before} ms", "now/before"]
    print(markdown_table(hostile_header, rows))
    print(f"\nworst case: {worst:.1f} ms (target <= 50 ms)")


def scaling(size: int, quick: bool, before: Callable[[str], str] | None) -> None:
    """Each hostile family at ``size`` n, 2n, 4n, 8n: the time per doubling of the input."""
    sizes = [size, 2 * size, 4 * size, 8 * size]
    inputs = [hostile(n) for n in sizes]
    repeats = 1 if quick else 3
    rows = []
    worst = 0.0
    contenders: list[tuple[str, Callable[[str], object]]] = [("now", redact)]
    if before is not None:
        contenders.append(("before", before))
    for name in inputs[0]:
        for label, function in contenders:
            times = [min(_once(function, texts[name]) for _ in range(repeats)) for texts in inputs]
            ratios = [later / max(earlier, 1e-3) for earlier, later in itertools.pairwise(times)]
            if label == "now":
                worst = max(worst, *ratios)
            rows.append(
                [
                    name,
                    label,
                    *(f"{t:.2f}" for t in times),
                    *(f"{r:.2f}" for r in ratios),
                ]
            )
    header = ["input", "code", *(f"{n:,} ms" for n in sizes), "2n/n", "4n/2n", "8n/4n"]
    print(f"Hostile inputs at n, 2n, 4n, 8n characters (best of {repeats}, ms; ~2 = linear):\n")
    print(markdown_table(header, rows))
    print(f"\nlargest ratio per doubling (now): {worst:.2f}")


def child(function: Callable[[str], object], only: str | None) -> None:
    """In a process of its own: the mean over the common messages, first seen and repeated
    (each the best of 25 runs of 200 calls), and the worst hostile input (each the best of 3),
    printed as three numbers."""
    mean_ns = repeat_ns = 0.0
    if only != "hostile":
        messages = list(COMMON.values())
        for text in messages:
            function(text)
        best = [float("inf")] * len(messages)
        best_repeat = [float("inf")] * len(messages)
        for _ in range(25):
            for index, text in enumerate(messages):
                variants = [first_sight(text) for _ in range(200)]
                start = _clock_ns()
                for variant in variants:
                    function(variant)
                best[index] = min(best[index], (_clock_ns() - start) / 200)
                start = _clock_ns()
                for _ in range(200):
                    function(text)
                best_repeat[index] = min(best_repeat[index], (_clock_ns() - start) / 200)
        mean_ns = statistics.mean(best)
        repeat_ns = statistics.mean(best_repeat)
    varied_ns = 0.0
    if only != "hostile":
        texts = varied_messages()
        start = _clock_ns()
        for text in texts:
            function(text)
        varied_ns = (_clock_ns() - start) / len(texts)
    worst_ms = 0.0
    if only != "common":
        for text in HOSTILE.values():
            worst_ms = max(worst_ms, min(_once(function, text) for _ in range(3)))
    print(f"{mean_ns:.1f} {repeat_ns:.1f} {varied_ns:.1f} {worst_ms:.2f}")


def varied_messages(limit: int = 4000) -> list[str]:
    """Up to ``limit`` innocent messages of the held-out sets (as ``heldout_innocents_set*``
    build them), in the sets' order: varied traffic, each message different."""
    texts: list[str] = []
    folder = Path(__file__).resolve().parent
    for path in sorted(folder.glob("heldout_innocents_set*.py")):
        build = getattr(importlib.import_module(path.stem), "messages", None)
        if build is not None:
            texts += [text for _, text, _ in build()]
        if len(texts) >= limit:
            break
    return texts[:limit]


def processes(count: int, revision: str, clock: str, only: str | None) -> None:
    """``child`` for now and ``revision``, alternating, ``count`` times each; the best kept."""
    results: dict[str, list[tuple[float, float, float, float]]] = {"now": [], "before": []}
    for _ in range(count):
        for label in ("now", "before"):
            command = [sys.executable, __file__, "--child", label, "--before", revision]
            command += ["--clock", clock] + (["--only", only] if only else [])
            out = subprocess.run(command, check=True, capture_output=True, text=True).stdout
            mean_ns, repeat_ns, varied_ns, worst_ms = map(float, out.split())
            results[label].append((mean_ns, repeat_ns, varied_ns, worst_ms))
            eprint(
                f"{label}: common {mean_ns / 1000:.2f} µs (repeated {repeat_ns / 1000:.2f}), "
                f"varied {varied_ns / 1000:.1f} µs, worst hostile {worst_ms:.1f} ms"
            )
    best = {
        label: tuple(min(column) for column in zip(*runs, strict=True))
        for label, runs in results.items()
    }
    rows = [
        [
            label,
            f"{best[label][0] / 1000:.2f}",
            f"{best[label][1] / 1000:.2f}",
            f"{best[label][2] / 1000:.1f}",
            f"{best[label][3]:.1f}",
        ]
        for label in ("now", "before")
    ]
    now, then = best["now"], best["before"]
    rows.append(
        ["now/before", *(f"{a / b:.2f}" if b else "-" for a, b in zip(now, then, strict=True))]
    )
    print(
        f"Each version in {count} processes of its own, alternating, best of each "
        f"({clock} clock):\n"
    )
    header = ["code", "common mean µs (first sight)", "common repeated µs"]
    header += ["varied mean µs (each once)", "worst hostile ms"]
    print(markdown_table(header, rows))


def _once(function: Callable[[str], object], text: str) -> float:
    start = _clock_ns()
    function(text)
    return (_clock_ns() - start) / 1e6


if __name__ == "__main__":
    main()
