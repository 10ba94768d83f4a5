"""Held-out set 49: secrets written in encodings, alphabets and layouts no earlier set used,
most of them the way databases and their shells spell bytes.

Each was grepped for (the text that marks it) in every earlier ``_heldout_secrets*``,
``_heldout_families*``, ``heldout_set*_secrets.py``, ``heldout_secrets*.py`` and
``_heldout_cases.py`` file; those that matched (``fromhex``, ``bytea``, ``varbinary``,
``UNHEX``, ``X'...'``, ``HEXTORAW``, ``BinData``, ``$binary``, ``CHAR(``, ``chr(``, Erlang
``<<...>>``, ``pack("H*"``, ``hex2bin``, Swift ``Data([``, ``new byte[]``, ``U+00``,
``REG_BINARY``, ``utl_raw``, ``convert_from``, base32, base91, ``0o``, ``UNICHAR``,
``fromCodePoint``, ``from_utf8``, ``FROM_BASE64``, tag characters, fraktur, double-struck,
small capitals, combining strokes, homoglyphs, Atbash, A1Z26, T9 and others) were dropped.
Used here: Snowflake's ``HEX_DECODE_STRING`` and ``BASE64_DECODE_STRING``, BigQuery's
``FROM_HEX``, Spark SQL's ``unbase64``, mongosh's ``HexData``, cqlsh's ``blobAsText(0x...)``,
PostgreSQL's ``U&'\\XXXX'`` Unicode escape literals, CSS escapes, Python ``0b`` literals,
Neo4j APOC's and ClickHouse's ``base64Decode``, ClickHouse's ``unbin`` bit strings, SAP
HANA's ``HEXTOBIN``, Redshift's ``FROM_VARBYTE``, a boustrophedon layout and a password
typed with Cyrillic lookalike letters.
"""

from __future__ import annotations

import base64

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]

# Latin letters with Cyrillic lookalikes (а е о р с у х і ј ѕ and capitals).
_LOOKALIKE = {
    "a": "\u0430",
    "e": "\u0435",
    "o": "\u043e",
    "p": "\u0440",
    "c": "\u0441",
    "y": "\u0443",
    "x": "\u0445",
    "i": "\u0456",
    "j": "\u0458",
    "s": "\u0455",
    "A": "\u0410",
    "B": "\u0412",
    "E": "\u0415",
    "K": "\u041a",
    "M": "\u041c",
    "H": "\u041d",
    "O": "\u041e",
    "P": "\u0420",
    "C": "\u0421",
    "T": "\u0422",
    "X": "\u0425",
}


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 20)
    hx = tok.encode().hex().upper()
    add("snowflake hex decode", "Snowflake's HEX_DECODE_STRING in a query history row",
        f"QUERY_TEXT: SELECT HEX_DECODE_STRING('{hx}') AS api_key;\nERROR_MESSAGE: SQL access control error: Insufficient privileges",
        hx, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 22)
    b64 = base64.b64encode(tok.encode()).decode()
    add("snowflake base64 decode", "Snowflake's BASE64_DECODE_STRING in a failed task's definition",
        f"Task PAYROLL_SYNC failed: 002003 (42S02): Object 'HR.KEYS' does not exist\n  AS INSERT INTO hr.keys SELECT 'breathehr', BASE64_DECODE_STRING('{b64}');",
        b64, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 18)
    hx = tok.encode().hex()
    add("bigquery from hex", "BigQuery's SAFE_CONVERT_BYTES_TO_STRING(FROM_HEX(...)) in a job error",
        f"Error in query string: Error processing job 'acme-dw:bquxjob_5f1e': Table acme-dw.hr.tokens was not found\n  SELECT SAFE_CONVERT_BYTES_TO_STRING(FROM_HEX('{hx}')) AS token",
        hx, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 24)
    b64 = base64.b64encode(tok.encode()).decode()
    add("spark unbase64", "Spark SQL's unbase64 in an AnalysisException",
        f"pyspark.errors.exceptions.captured.AnalysisException: [TABLE_OR_VIEW_NOT_FOUND] The table or view `ops`.`creds` cannot be found.\n== SQL ==\nINSERT INTO ops.creds SELECT 'airlabs', CAST(unbase64('{b64}') AS STRING)",
        b64, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 16)
    hx = tok.encode().hex()
    add("mongosh hexdata", "mongosh printing a document whose secret is stored as HexData",
        f"events> db.integrations.findOne({{name: 'eventzilla'}})\n{{\n  _id: ObjectId('6752a1f0c2e4b0a1d3f5e7c9'),\n  name: 'eventzilla',\n  key: HexData(0, '{hx}')\n}}",
        hx, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 17)
    hx = tok.encode().hex()
    add("cqlsh blob as text", "cqlsh echoing an INSERT with blobAsText(0x...) that failed",
        f"cqlsh:bookings> INSERT INTO partner_keys (partner, key) VALUES ('breezeway', blobAsText(0x{hx}));\nInvalidRequest: Error from server: code=2200 [Invalid query] message=\"unconfigured table partner_keys\"",
        hx, raises="oserror")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    uesc = "".join(f"\\{ord(c):04X}" for c in tok)
    add("postgres unicode escape", "a PostgreSQL U&'...' Unicode escape string literal in a psql error",
        f"ERROR:  relation \"vault\" does not exist\nLINE 1: INSERT INTO vault VALUES ('trestle', U&'{uesc}');",
        uesc, raises="process")  # fmt: skip

    tok = v.gen(ALNUM, 13)
    css = " ".join(f"\\{ord(c):x}" for c in tok)
    add("css escapes", "a debug stylesheet printing a token through CSS escapes",
        f"/* debug.css line 4 */\n.debug-token::after {{ content: \"{css} \"; }}\nCSS warning: unexpected content on body",
        css, raises="group")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    bits = ", ".join(f"0b{ord(c):b}" for c in tok)
    add("python binary literals", "a Python list of 0b literals rebuilt into a password",
        f"  File \"/srv/etl/creds.py\", line 3, in <module>\n    PASSWORD = bytes([{bits}]).decode()\nNameError: name 'bytes_' is not defined",
        bits, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 26)
    b64 = base64.b64encode(tok.encode()).decode()
    add("apoc base64 decode", "Neo4j Cypher with apoc.text.base64Decode in a failed query",
        f"Neo.ClientError.Procedure.ProcedureNotFound: There is no procedure with the name `apoc.text.base64Decode` registered\nCALL apoc.text.base64Decode('{b64}') YIELD value",
        b64, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 21)
    b64 = base64.b64encode(tok.encode()).decode()
    add("clickhouse base64 decode", "clickhouse's base64Decode in a query log row",
        f"Row 1:\n──────\nquery:     SELECT base64Decode('{b64}') AS secret FORMAT TSV\nexception: Code: 497. DB::Exception: default: Not enough privileges.",
        b64, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 10)
    ubits = "".join(f"{ord(c):08b}" for c in tok)
    add("clickhouse unbin", "ClickHouse's unbin over a bit string in a failed INSERT",
        f"Code: 60. DB::Exception: Table default.pins does not exist. (UNKNOWN_TABLE)\nINSERT INTO pins SELECT 'airhelp', unbin('{ubits}')",
        ubits, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 15)
    hx = tok.encode().hex().upper()
    add("hana hextobin", "SAP HANA's BINTOSTR(HEXTOBIN(...)) in an hdbsql error",
        f"* 259: invalid table name:  Could not find table/view CREDS in schema HR: line 1 col 13 (at pos 12)\nINSERT INTO HR.CREDS VALUES ('dayforce', BINTOSTR(HEXTOBIN('{hx}')))",
        hx, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 19)
    hx = tok.encode().hex()
    add("redshift from varbyte", "Redshift's FROM_VARBYTE(..., 'hex') in an STL_ERROR row",
        f" userid | process | errcode |                        error\n--------+---------+---------+------------------------------------------------------------\n    100 |   30211 |    1002 | permission denied for relation api_keys: SELECT FROM_VARBYTE('{hx}', 'hex')",
        hx, raises="oserror")  # fmt: skip

    tok = v.gen(ALNUM, 24)
    rows = [tok[i : i + 8] for i in range(0, 24, 8)]
    boust = "\n".join(r if i % 2 == 0 else r[::-1] for i, r in enumerate(rows))
    add("boustrophedon", "a recovery key laid out boustrophedon (every other line reversed) on a printed sheet",
        f"RECOVERY SHEET (read alternate lines right to left)\n{boust}\nscan-upload: OCR done, 3 lines",
        boust, raises="group")  # fmt: skip

    tok = "".join(v.r.choice("aeopcyxisjABEKMHOPCTX") for _ in range(12)) + v.gen("0123456789", 3)
    look = "".join(_LOOKALIKE.get(c, c) for c in tok)
    add("cyrillic lookalikes", "a password typed with a Cyrillic keyboard layout's lookalike letters",
        f"auth.log: FAILED LOGIN for 'hr_admin': password '{look}' contains non-ASCII letters",
        look, raises="runtime")  # fmt: skip

    return out
