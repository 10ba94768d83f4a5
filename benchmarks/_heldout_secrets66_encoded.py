"""Held-out set 66: secrets written in encodings and layouts no earlier set used, most of them
the ones a database agent meets.

Each was grepped for (the text that marks it) in every earlier ``*heldout*`` file; those that
matched were dropped (``UNHEX(``, ``decode('``, ``bytea``, ``CHAR(``, ``chr(``, ``BinData(``,
``HEXTORAW``, ``HexData(``, ``U&'``, ``NCHAR(``, ``bytes.fromhex``, ``xxd``, ``APPEND``,
``LPUSH``, ``SETRANGE``, base32, base58, ascii85, octal, rot13, Morse, NATO among them).
Used here: Cassandra's ``textAsBlob`` shown as a blob, Oracle's ``UNISTR`` with ``\\00XX``
escapes, PostgreSQL ``chr(N)||chr(N)`` concatenation and ``E'\\x..'`` escape strings, T-SQL
``STRING_AGG`` over one-character rows, ``SUBSTRING`` and ``split_part`` pieces in a query
result, Redis ``GETRANGE`` pieces, psql's expanded display wrapping a long value, a value
split across the cells of a MySQL vertical ``\\G`` record, a token spelled in a SQL ``IN``
list of characters, a base64 secret split over a JSON array, a key in a Cassandra map
literal's pieces, a MongoDB ``$concat`` of pieces, and Oracle ``RAWTOHEX``'s upper hex inside a ``utl_raw`` call.
"""

from __future__ import annotations

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 20)
    blob = "0x" + tok.encode().hex()
    add("cassandra textasblob", "cqlsh printing textAsBlob of an API key as a blob",
        f"cqlsh:edge> SELECT textAsBlob(api_key) FROM partners WHERE id = 7;\n\n system.textasblob(api_key)\n--------------------------------------------\n {blob}\n\n(1 rows)",
        blob, raises="cause")  # fmt: skip

    pw = v.pw()
    uni = "".join(f"\\{ord(c):04X}" for c in pw)
    add("oracle unistr", "Oracle UNISTR('\\00XX...') spelling a password in a CREATE USER",
        f"SQL> CREATE USER etl IDENTIFIED BY \"' || UNISTR('{uni}') || '\";\nORA-00988: missing or invalid password(s)",
        uni, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    pg = "||".join(f"chr({ord(c)})" for c in tok)
    add("postgres chr concat", "PostgreSQL chr(N)||chr(N) building a webhook secret in an UPDATE",
        f"app=# UPDATE hooks SET secret = {pg} WHERE id = 3;\nERROR:  permission denied for table hooks",
        pg, raises="runtime")  # fmt: skip

    tok = v.gen(ALNUM, 16)
    ex = "".join(f"\\x{ord(c):02x}" for c in tok)
    add("postgres escape string", "PostgreSQL E'\\x..' escape string holding an API token",
        f"app=# INSERT INTO tokens(name, value) VALUES ('ci', E'{ex}');\nERROR:  duplicate key value violates unique constraint \"tokens_name_key\"",
        ex, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    rows = ",".join(f"('{c}')" for c in tok)
    add("tsql string_agg", "T-SQL STRING_AGG over one-character rows building a password",
        f"1> SELECT STRING_AGG(c, '') FROM (VALUES {rows}) AS t(c);\n2> GO\nMsg 195, Level 15: 'STRING_AGG' is not a recognized built-in function name.",
        rows, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 32)
    parts = [tok[i : i + 8] for i in range(0, 32, 8)]
    table = "\n".join(f" {i + 1} | {p}" for i, p in enumerate(parts))
    add("psql substring pieces", "psql output of SUBSTRING pieces of a key, one per row",
        f"app=# select n, substring(api_key from (n-1)*8+1 for 8) from partners, generate_series(1,4) n where id = 9;\n n | substring\n---+-----------\n{table}\n(4 rows)",
        tok, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 10) + "-" + v.gen(ALNUM, 10) + "-" + v.gen(ALNUM, 10)
    sp = "\n".join(f" {i + 1} | {p}" for i, p in enumerate(tok.split("-")))
    add("postgres split_part", "psql split_part over a dash-separated recovery key, a piece per row",
        f"app=# select i, split_part(recovery_key, '-', i) from vaults, generate_series(1,3) i where id = 2;\n i | split_part\n---+------------\n{sp}\n(3 rows)",
        tok.replace("-", ""), raises="oserror")  # fmt: skip

    tok = v.gen(ALNUM, 24)
    gr = "\n".join(
        f'127.0.0.1:6379> GETRANGE cfg:payments:key {i} {i + 7}\n"{tok[i : i + 8]}"'
        for i in range(0, 24, 8)
    )
    add("redis getrange", "redis-cli GETRANGE reading a key's value in three pieces",
        gr, tok, raises="process")  # fmt: skip

    tok = v.gen(ALNUM, 72)
    wrapped = "\n".join(
        ("value      | " if i == 0 else "           +") + tok[i : i + 24] for i in range(0, 72, 24)
    )
    add("psql expanded wrap", "psql \\x expanded display with wrapped format folding a long secret",
        f"app=# \\x on\nExpanded display is on.\napp=# \\pset format wrapped\napp=# select * from secrets where name = 'signing';\n-[ RECORD 1 ]-------------------------\nname       | signing\n{wrapped}",
        tok, raises="group")  # fmt: skip

    tok = v.gen(ALNUM, 30)
    add("mysql vertical split", "mysql \\G record where a token was stored in two columns, part1 and part2",
        f"mysql> SELECT * FROM integrations WHERE id = 4\\G\n*************************** 1. row ***************************\n     id: 4\n   name: courier\n  part1: {tok[:15]}\n  part2: {tok[15:]}\n1 row in set (0.00 sec)",
        tok, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 11)
    inlist = ", ".join(f"'{c}'" for c in tok)
    add("sql in list chars", "a SQL IN list spelling a PIN-like admin code one character at a time, in a slow-query log",
        f"# Query_time: 4.112  Lock_time: 0.000\nSELECT ch FROM alphabet WHERE ch IN ({inlist}) ORDER BY FIELD(ch, {inlist});",
        inlist, raises="note")  # fmt: skip

    raw = v.b64(33)
    arr = ", ".join(f'"{raw[i : i + 11]}"' for i in range(0, len(raw), 11))
    add("json array base64 pieces", "a JSON config splitting a base64 signing key over an array",
        f'{{"jwt": {{"alg": "HS256", "key_parts": [{arr}], "join": ""}}}}',
        raw, raises="runtime")  # fmt: skip

    tok = v.gen(ALNUM, 27)
    cmap = ", ".join(f"{i}: '{tok[i * 9 : i * 9 + 9]}'" for i in range(3))
    add("cassandra map pieces", "a CQL map literal holding a key's thirds",
        f"cqlsh:edge> UPDATE partners SET key_parts = {{{cmap}}} WHERE id = 8;\nUnauthorized: Error from server: code=2100 [Unauthorized] message=\"User app_ro has no MODIFY permission\"",
        tok, raises="context")  # fmt: skip

    pw = v.pw()
    rh = pw.encode().hex().upper()
    add("oracle utl_raw", "Oracle utl_raw.cast_to_varchar2 over upper hex holding a DB link password",
        f"SQL> CREATE DATABASE LINK arch CONNECT TO archive IDENTIFIED BY \"x\" USING 'ARCH';\nSQL> SELECT utl_raw.cast_to_varchar2('{rh}') FROM dual;",
        rh, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 24)
    cc = ", ".join(f'"{tok[i : i + 8]}"' for i in range(0, 24, 8))
    add("mongo concat pieces", "a mongosh aggregation $concat joining a feed token's pieces",
        f"catalog> db.feeds.aggregate([{{ $set: {{ token: {{ $concat: [{cc}] }} }} }}])\nMongoServerError: PlanExecutor error during aggregation :: caused by :: not authorized on catalog",
        tok, raises="keyerror")  # fmt: skip
    return out
