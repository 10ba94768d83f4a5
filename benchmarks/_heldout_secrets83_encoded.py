"""Held-out set 83: secrets written in encodings and layouts no earlier set used, most in the
dialects of this set's warehouses and pipelines.

Each was grepped for (the text that marks it) in every earlier ``benchmarks/*heldout*`` file;
none matched: ClickHouse's ``arrayStringConcat(arrayMap(x -> char(x), [...]))`` and
``reinterpretAsString``, Snowflake's ``TRY_HEX_DECODE_STRING``, Trino's ``from_base64url``,
BigQuery's ``FROM_BASE32``, MySQL's ``SELECT 0x...`` hex literal, a Python ``b'\\x..'`` bytes
literal, the shell's ``printf '\\x..'``, Kafka ``RecordHeader`` values as signed Java bytes,
an Arabic password's bytes in ``cp1256`` and in ``ISO-8859-6``, a raw ``deflate`` stream in
base64, PHP's ``utf8_decode`` over octal escapes, Java's ``Base64.getMimeDecoder()`` over a
MIME-wrapped value, and a Databricks token split by a terminal's line wrap at a fixed column
(native digits were left to set 81's share). Those that matched were dropped (``FROM_HEX(``,
``HEX_DECODE_STRING``, ``unbase64(``, ``bytes.fromhex``, ``Array[Byte]``, ``fromCharCodes``,
``unbin(``, ``xxd``, ``hexdump``, ``base85``, ``z85``, keyboard layouts among them).
"""

from __future__ import annotations

import base64
import zlib

from _heldout_secrets_harness import ALNUM, HEX, Case, Values

__all__ = ["encoded_cases"]


def _b32(text: str) -> str:
    return base64.b32encode(text.encode()).decode()


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 14)
    arr = ", ".join(str(ord(c)) for c in tok)
    add("clickhouse char array", "ClickHouse arrayStringConcat(arrayMap(x -> char(x), [...])) for a key",
        f"SELECT arrayStringConcat(arrayMap(x -> char(x), [{arr}])) AS api_key\n"
        "Code: 43. DB::Exception: Illegal type UInt8 of argument of function char. (ILLEGAL_TYPE_OF_ARGUMENT)",
        arr, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 16)
    rev = tok.encode()[::-1].hex()
    add("clickhouse reinterpret", "ClickHouse reinterpretAsString(unhex(...)) with the bytes reversed",
        f"SELECT reinterpretAsString(reverse(unhex('{rev}'))) AS sasl_password\n"
        "Code: 516. DB::Exception: default: Authentication failed: password is incorrect",
        rev, raises="note")  # fmt: skip

    pw = v.pw()
    hx = pw.encode().hex().upper()
    add("snowflake try hex decode", "Snowflake TRY_HEX_DECODE_STRING('...') building a password",
        f"CREATE USER loader PASSWORD = TRY_HEX_DECODE_STRING('{hx}');\n"
        "001003 (42000): SQL compilation error: syntax error line 1 at position 29 unexpected 'TRY_HEX_DECODE_STRING'.",
        hx, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 21)
    b64u = base64.urlsafe_b64encode(tok.encode()).decode().rstrip("=")
    add("trino from base64url", "Trino from_utf8(from_base64url('...')) for a connector secret",
        f"trino> SELECT from_utf8(from_base64url('{b64u}')) AS secret;\n"
        "Query 20261207_193601_00012_xk2p9 failed: line 1:8: Function 'from_base64url' not registered for catalog 'ops'",
        b64u, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 15)
    b32 = _b32(tok)
    add("bigquery from base32", "BigQuery SAFE_CONVERT of FROM_BASE32('...') holding a partner key",
        f"bq query --nouse_legacy_sql \"SELECT CAST(FROM_BASE32('{b32}') AS STRING) AS partner_key\"\n"
        "Error in query string: Invalid cast from BYTES to STRING",
        b32, raises="keyerror")  # fmt: skip

    pw = v.pw()
    hx = pw.encode().hex()
    add("mysql hex literal", "MySQL SELECT 0x... hex literal for a replication password",
        f"mysql> CHANGE REPLICATION SOURCE TO SOURCE_USER='repl', SOURCE_PASSWORD=(SELECT 0x{hx});\n"
        "ERROR 1064 (42000): You have an error in your SQL syntax near '(SELECT 0x",
        hx, raises="oserror")  # fmt: skip

    tok = v.gen(ALNUM, 13)
    pyb = "".join(f"\\x{b:02x}" for b in tok.encode())
    add("python bytes literal", "a Python bytes literal of \\x escapes in a Kafka producer script",
        f"producer.produce('trips.raw', value=payload, headers={{'x-api-key': b'{pyb}'}})\n"
        "cimpl.KafkaException: KafkaError{code=_MSG_TIMED_OUT,val=-192,str=\"Local: Message timed out\"}",
        pyb, raises="group")  # fmt: skip

    pw = v.pw()
    shx = "".join(f"\\x{b:02x}" for b in pw.encode())
    add("shell printf hex", "the shell's printf '\\x..' piping a password to clickhouse-client",
        f"$ printf '{shx}' | clickhouse-client --user loader --ask-password\n"
        "Code: 516. DB::Exception: loader: Authentication failed",
        shx, raises="process")  # fmt: skip

    tok = v.gen(ALNUM, 16)
    signed = ", ".join(str(b if b < 128 else b - 256) for b in tok.encode())
    add("kafka record header bytes", "a Kafka consumer record's RecordHeader value printed as signed Java bytes",
        f"ConsumerRecord(topic = trips.raw, partition = 3, offset = 88120, headers = RecordHeaders(headers = "
        f"[RecordHeader(key = authorization, value = [{signed}])], isReadOnly = false), key = null)",
        signed, raises="runtime")  # fmt: skip

    word = "".join(v.r.choice("ابتثجحخدذرزسشصضطظعغفقكلمنهوي") for _ in range(6))
    secret_ar = word + v.gen("0123456789", 4)
    cp = secret_ar.encode("cp1256").hex(" ")
    add("cp1256 bytes", "an Arabic password's bytes in cp1256, from a UnicodeDecodeError over a legacy export",
        f"UnicodeDecodeError: 'utf-8' codec can't decode byte 0x{secret_ar.encode('cp1256')[0]:02x} in position 31\n"
        f"offending row bytes (cp1256): 70 61 73 73 77 6f 72 64 3d {cp}",
        cp, raises="cause")  # fmt: skip

    word = "".join(v.r.choice("ابتثجحخدذرزسشصضطظعغفقكلمنهوي") for _ in range(7))
    secret_ar = word + v.gen("0123456789", 3)
    iso = "".join(f"\\x{b:02X}" for b in secret_ar.encode("iso-8859-6", errors="replace"))
    add("iso 8859 6", "an Arabic password in ISO-8859-6 escapes in a Debezium MySQL connector error",
        f"io.debezium.DebeziumException: Unable to decode column 'secret' with charset ISO-8859-6: value \"{iso}\"",
        iso, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 24)
    comp = zlib.compressobj(9, zlib.DEFLATED, -15)
    raw = comp.compress(f'{{"api_key":"{tok}"}}'.encode()) + comp.flush()
    defl = base64.b64encode(raw).decode()
    add("raw deflate base64", "a raw deflate stream in base64 holding an Airbyte source config",
        f"WARN  config blob (deflate, base64): {defl}\n"
        "ERROR i.a.w.g.DefaultReplicationWorker: Sync worker failed: invalid configuration",
        defl, raises="context")  # fmt: skip

    pw = v.pw()
    octs = "".join(f"\\{b:03o}" for b in pw.encode())
    add("php utf8 decode octal", "PHP utf8_decode over a double-quoted string of octal escapes",
        f'$dbPass = utf8_decode("{octs}");\n'
        "PHP Warning:  mysqli::__construct(): (HY000/1045): Access denied for user 'trips'@'10.0.4.2' (using password: YES)",
        octs, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 64)
    mime = base64.b64encode(tok.encode()).decode()
    mime = mime[:76] + "\\r\\n" + mime[76:]
    add("java mime decoder", "Java Base64.getMimeDecoder() over a MIME-wrapped (76 columns, CRLF) secret in a Kafka Connect SMT",
        f'String secret = new String(Base64.getMimeDecoder().decode("{mime}"), UTF_8);\n'
        "org.apache.kafka.connect.errors.ConnectException: Tolerance exceeded in error handler",
        mime, raises="keyerror")  # fmt: skip

    tok = "dapi" + v.gen(HEX, 32)
    wrapped = "\n".join(tok[i : i + 20] for i in range(0, len(tok), 20))
    add("terminal wrap", "a Databricks token broken by a terminal's fixed-column line wrap in a pasted log",
        f"Error: default auth: cannot configure default credentials. Config: host=https://adb-4410229911.7.azuredatabricks.net, token=\n{wrapped}\n"
        "(env: DATABRICKS_TOKEN)",
        tok, raises="oserror")  # fmt: skip
    return out
