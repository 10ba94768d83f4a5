"""Held-out set 70: secrets in encodings and layouts no earlier set used.

Each was grepped for (its marker: the digits themselves, ``+---+``, ``<U1``, ``decode('hex')``,
``Series: '``, ``get_metric_history``, ``encodeURIComponent``, ``tobytes``, ``<r><t>``) in every earlier
``*heldout*`` file; none matched. Used before and so left out: Khmer digits, a Thai keyboard
layout (Kedmanee), NATO spelling, ``from_hex``, ``unbase64``, ``dtype=uint8``, ``<td>``
cells, ``chr(``, ``CHAR(``, ``rawToChar``, base32/58/85, morse, braille.
"""

from __future__ import annotations

import base64

from _heldout_secrets_harness import ALNUM, DIGITS, Case, Values

__all__ = ["encoded_cases"]

_THAI = "๐๑๒๓๔๕๖๗๘๙"
_LAO = "໐໑໒໓໔໕໖໗໘໙"
_MYANMAR = "၀၁၂၃၄၅၆၇၈၉"


def _digits(text: str, script: str) -> str:
    return "".join(script[int(c)] for c in text)


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    pin = _digits(v.gen("123456789", 1) + v.gen(DIGITS, 7), _THAI)
    add("thai digits pin", "a bank SMS giving a card PIN in Thai digits",
        f"ธนาคาร: รหัส PIN ชั่วคราวของบัตรลงท้าย ๔๔๒๑ คือ {pin} กรุณาเปลี่ยนที่ตู้ ATM",
        pin, raises="note")  # fmt: skip

    pin = _digits(v.gen("123456789", 1) + v.gen(DIGITS, 7), _LAO)
    add("lao digits otp", "an e-wallet OTP in Lao digits",
        f"ລະຫັດ OTP: {pin} (ໝົດອາຍຸໃນ ໕ ນາທີ)", pin, raises="keyerror")  # fmt: skip

    pin = _digits(v.gen("123456789", 1) + v.gen(DIGITS, 7), _MYANMAR)
    add("myanmar digits pin", "a mobile-money PIN reset in Myanmar digits",
        f"သင်၏ ပင်နံပါတ်အသစ်: {pin}", pin, raises="cause")  # fmt: skip

    pw = v.gen(ALNUM, 6) + _digits(v.gen(DIGITS, 4), _THAI) + v.gen(ALNUM, 4)
    add("thai digits in password", "a hotel Wi-Fi password whose digits were typed in Thai digits",
        f"Wi-Fi: LotusBay_Guest / รหัส: {pw}", pw, raises="group")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    codes = [ord(c) for c in tok]
    show = "+-----------------------------------------------+\n|codes                                          |\n+-----------------------------------------------+\n|[" + ", ".join(str(n) for n in codes) + "]|\n+-----------------------------------------------+"  # fmt: skip
    add("spark show ascii codes", "Spark df.show(truncate=False) of a token kept as an array of code points",
        f">>> spark.sql(\"select transform(split('…', ''), c -> ascii(c)) as codes\").show(truncate=False)\n{show}",
        show.split("\n")[3], raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    arr = "array([" + ", ".join(f"'{c}'" for c in tok) + "], dtype='<U1')"
    add("numpy U1 array", "numpy array of single characters of an API key in a notebook Out cell",
        f"In [9]: np.array(list(api_key))\nOut[9]:\n{arr}", arr[7:-15], raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 16)
    hx = tok.encode().hex()
    add("python2 decode hex", "a Python 2 notebook decoding a hex literal with .decode('hex')",
        f"In [4]: key = '{hx}'.decode('hex')\nAttributeError: 'str' object has no attribute 'decode'",
        hx, raises="oserror")  # fmt: skip

    tok = v.gen(ALNUM, 10)
    vert = "\n".join(f"│ {c}   │" for c in tok)
    add("polars series vertical", "a polars Series of a password's characters printed one per row",
        f"shape: ({len(tok)},)\nSeries: 'pw' [str]\n[\n{vert}\n]", vert, raises="process")  # fmt: skip

    tok = v.gen(ALNUM, 10)
    hist = "\n".join(f"step={i:<3} value={ord(c)}.0" for i, c in enumerate(tok))
    add("mlflow metric history", "MlflowClient.get_metric_history of a 'metric' that logged a key's code points step by step",
        f">>> for m in client.get_metric_history(run_id, 'dbg_key'): print(f'step={{m.step:<3}} value={{m.value}}')\n{hist}",
        hist, raises="runtime")  # fmt: skip

    pw = v.gen(ALNUM, 6) + "/" + v.gen(ALNUM, 3) + "+" + v.gen(ALNUM, 4)
    enc = pw.replace("/", "%2F").replace("+", "%2B")
    add("encodeURIComponent", "a JS console log of encodeURIComponent(password) in a booking widget",
        f"> encodeURIComponent(pw)\n'{enc}'\n> fetch(`/api/login?user=frontdesk&pw=${{encodeURIComponent(pw)}}`)\nPOST 401",
        enc, raises="note")  # fmt: skip

    raw = bytes(v.r.randrange(256) for _ in range(12))
    shown = repr(raw)
    add("numpy tobytes repr", "a notebook printing arr.tobytes() of a device pairing key",
        f"In [6]: key_arr.tobytes()\nOut[6]: {shown}", shown[2:-1], raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 24)
    b = base64.b64encode(tok.encode()).decode()
    cells = "\n".join(f"  {i} │ {b[i * 8 : i * 8 + 8]}" for i in range(len(b) // 8))
    add("duckdb chunked column", "a DuckDB result of a base64 key split into 8-character rows by a string_split query",
        f"$ duckdb -box -c \"select i, part from key_parts\"\n  i │ part\n{cells}", cells, raises="keyerror")  # fmt: skip
    tok = v.gen(ALNUM, 20)
    runs = "".join(
        f'<r><rPr><b val="{i % 2}"/></rPr><t>{tok[i * 5 : i * 5 + 5]}</t></r>' for i in range(4)
    )
    add(
        "xlsx rich text runs",
        "an .xlsx sharedStrings entry read by the agent, a pasted key split across bold and plain runs",
        f"$ unzip -p outlets.xlsx xl/sharedStrings.xml | head -c 600\n<si>{runs}</si>",
        runs,
        raises="cause",
    )
    return out
