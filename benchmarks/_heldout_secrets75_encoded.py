"""Held-out set 75: secrets written in SQL encodings and layouts no earlier set used.

Each was grepped for (the text that marks it) in every earlier ``*heldout*`` file; those that
matched were dropped (``HEX(``, ``chr(``, ``UNHEX``, ``decode('``, ``CONVERT(``, ``FROM_HEX``,
``U&'``, ``UNISTR``, ``NCHAR``, ``BinData``, ``HexData``, ``GETRANGE``, ``$concat``,
``STRING_SPLIT``, ``string_agg``, psql's expanded ``-[ RECORD`` and ``\\G`` layouts among
them). Used here: PostgreSQL ``array_to_string(ARRAY[...])``, ``regexp_split_to_table``
rows, ``json_agg`` of chunks, ``unnest(string_to_array(...))``, ``to_tsvector`` lexemes,
octal ``'escape'`` strings and an escape-format ``bytea``; MySQL ``CONCAT_WS``,
``GROUP_CONCAT`` rows, ``ELT``/``MAKE_SET`` lists, ``SUBSTRING_INDEX`` pieces and an
``AES_ENCRYPT`` key; T-SQL ``STUFF`` and ``ENCRYPTBYPASSPHRASE``; Oracle ``LISTAGG``;
pgcrypto ``pgp_sym_encrypt``; SQLite ``printf('%s%s')``.
"""

from __future__ import annotations

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]

_LOWER = "abcdefghijklmnopqrstuvwxyz0123456789"


def _chunks(text: str, n: int) -> list[str]:
    return [text[i : i + n] for i in range(0, len(text), n)]


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 32)
    arr = ", ".join(f"'{c}'" for c in _chunks(tok, 8))
    add("pg array to string", "PostgreSQL array_to_string(ARRAY[...], '') assembling an API key",
        f"ads=> SELECT set_config('app.cdn_key', array_to_string(ARRAY[{arr}], ''), false);\nERROR:  permission denied to set parameter \"app.cdn_key\"",
        arr, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 40)
    rows = "\n".join(f" {c}" for c in _chunks(tok, 10))
    add("pg regexp split rows", "PostgreSQL regexp_split_to_table printing a token as rows of pieces",
        f"ads=> SELECT regexp_split_to_table(webhook_secret, '(?<=\\G.{{10}})') FROM partners WHERE id = 7;\n regexp_split_to_table\n-----------------------\n{rows}\n(4 rows)",
        tok, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 36)
    ja = ", ".join(f'"{c}"' for c in _chunks(tok, 9))
    add("pg json agg chunks", "PostgreSQL json_agg over 9-character chunks of a stream key",
        f" json_agg\n------------------------------------------------------\n [{ja}]\n(1 row)",
        tok, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 32)
    parts = "|".join(_chunks(tok, 8))
    add("pg unnest string to array", "PostgreSQL unnest(string_to_array(...)) over a '|'-joined key",
        f"SELECT unnest(string_to_array('{parts}', '|')) AS part;\n-- rebuilt by the ETL as the Voluum token",
        parts, raises="oserror")  # fmt: skip

    tok = v.gen(_LOWER, 40)
    add("pg to tsvector", "PostgreSQL to_tsvector on a log line, the lowercase token kept as a lexeme",
        f"ads=> SELECT to_tsvector('simple', 'auth failed for key {tok} on api');\n to_tsvector\n---------------------------------\n 'api':7 'auth':1 'failed':2 'for':3 'key':4 '{tok}':5 'on':6",
        tok, raises="context")  # fmt: skip

    pw = v.pw()
    octal = "".join(f"\\{ord(c):03o}" for c in pw)
    add("pg escape octal", "PostgreSQL decode('...', 'escape') with every character an octal escape",
        f"UPDATE pg_temp.creds SET pw = convert_from(decode(E'{octal}', 'escape'), 'UTF8');\nERROR:  relation \"pg_temp.creds\" does not exist",
        octal, raises="args")  # fmt: skip

    raw = bytes(v.r.randrange(256) for _ in range(20))
    esc = "".join(f"\\{b:03o}" if b < 32 or b > 126 or b == 92 else chr(b) for b in raw)
    add("pg bytea escape", "a psql result with bytea_output = 'escape' showing an HMAC key",
        f"ads=> SET bytea_output = 'escape';\nads=> SELECT hmac_key FROM postback_keys WHERE network = 'adgem';\n hmac_key\n{'-' * 40}\n {esc}\n(1 row)",
        esc, raises="group")  # fmt: skip

    tok = v.gen(ALNUM, 32)
    cw = ", ".join(f"'{c}'" for c in _chunks(tok, 8))
    add("mysql concat ws", "MySQL CONCAT_WS('', ...) assembling an Affise API key",
        f"mysql> SET @affise_key = CONCAT_WS('', {cw});\nmysql> CALL sync_offers(@affise_key);\nERROR 1644 (45000): upstream returned 401",
        cw, raises="process")  # fmt: skip

    tok = v.gen(ALNUM, 32)
    gc = "\n".join(f"| {i + 1:>3} | {c} |" for i, c in enumerate(_chunks(tok, 8)))
    add("mysql group concat rows", "MySQL rows of key chunks shown before GROUP_CONCAT(chunk ORDER BY seq SEPARATOR '')",
        f"mysql> SELECT seq, chunk FROM key_parts WHERE key_id = 3;\n+-----+----------+\n| seq | chunk    |\n+-----+----------+\n{gc}\n+-----+----------+\nmysql> SELECT GROUP_CONCAT(chunk ORDER BY seq SEPARATOR '') FROM key_parts WHERE key_id = 3;\nERROR 1142 (42000): SELECT command denied",
        tok, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 30)
    elt = ", ".join(f"'{c}'" for c in _chunks(tok, 10))
    add("mysql elt list", "MySQL ELT(n, ...) choosing among pieces of a secret",
        f"SELECT CONCAT(ELT(1, {elt}), ELT(2, {elt}), ELT(3, {elt})) INTO @s;",
        elt, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 27)
    si = ".".join(_chunks(tok, 9))
    add("mysql substring index", "MySQL SUBSTRING_INDEX over a dot-joined secret",
        f"mysql> SELECT SUBSTRING_INDEX('{si}', '.', 2) AS head;\n+---------------------+\n| head                |\n+---------------------+\n| {'.'.join(_chunks(tok, 9)[:2])} |\n+---------------------+",
        si, raises="keyerror")  # fmt: skip

    key = v.gen(ALNUM, 24)
    add("mysql aes encrypt key", "MySQL AES_ENCRYPT with the key written in the statement",
        f"INSERT INTO payouts (iban_enc) VALUES (AES_ENCRYPT('FI2112345600000785', '{key}'));\nERROR 1406 (22001): Data too long for column 'iban_enc' at row 1",
        key, raises="oserror")  # fmt: skip

    tok = v.gen(ALNUM, 32)
    a, b = tok[:16], tok[16:]
    add("tsql stuff", "T-SQL STUFF inserting the second half of a secret into the first",
        f"DECLARE @k nvarchar(64) = STUFF(N'{a}', 17, 0, N'{b}');\nMsg 18456, Level 14, State 1: Login failed for user 'etl'.",
        tok, raises="context")  # fmt: skip

    pw = v.pw()
    add("tsql encryptbypassphrase", "T-SQL ENCRYPTBYPASSPHRASE with the passphrase inline",
        f"UPDATE dbo.Partners SET ApiKeyEnc = ENCRYPTBYPASSPHRASE(N'{pw}', ApiKey) WHERE Network = N'teads';\nMsg 8152, Level 16: String or binary data would be truncated.",
        pw, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 30)
    la = "\n".join(f"{i + 1:>4} {c}" for i, c in enumerate(_chunks(tok, 10)))
    add("oracle listagg rows", "Oracle rows of a secret's pieces printed before LISTAGG(piece) WITHIN GROUP",
        f"SQL> SELECT seq, piece FROM secret_parts ORDER BY seq;\n\n SEQ PIECE\n---- ----------\n{la}\n\nSQL> SELECT LISTAGG(piece) WITHIN GROUP (ORDER BY seq) FROM secret_parts;\nORA-01031: insufficient privileges",
        tok, raises="group")  # fmt: skip

    pw = v.pw()
    add("pgcrypto sym encrypt", "pgcrypto pgp_sym_encrypt with the passphrase inline",
        f"ERROR:  function pgp_sym_encrypt(text, unknown) does not exist\nLINE 1: SELECT pgp_sym_encrypt(card_pan, '{pw}') FROM cards\n               ^\nHINT:  No function matches the given name and argument types.",
        pw, raises="process")  # fmt: skip

    tok = v.gen(ALNUM, 32)
    pr = ", ".join(f"'{c}'" for c in _chunks(tok, 8))
    add("sqlite printf", "SQLite printf('%s%s%s%s', ...) joining a token's pieces",
        f"sqlite> UPDATE settings SET value = printf('%s%s%s%s', {pr}) WHERE key = 'appetize_token';\nRuntime error: attempt to write a readonly database (8)",
        pr, raises="runtime")  # fmt: skip
    return out
