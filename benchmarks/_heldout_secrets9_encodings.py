"""Held-out set 9: secrets in encodings and escapes (``_heldout_secrets9_values.py`` has the rest).

Sources: the encodings' specifications (BIP-173 bech32 for Nostr ``nsec`` keys and NIP-19,
BIP-32 base58check extended private keys, BIP-39 seed words, RFC 2045 quoted-printable with a
soft line break inside the value, the HTML5 numeric and named character references, RFC 2397
``data:`` URIs, RFC 3986 percent-encoded userinfo, bash ``$'...'`` escapes, ``otpauth://``
URIs, Python's ``unicode_escape``, UTF-16LE and EBCDIC (cp037) hex dumps, Latin-1 mojibake of
UTF-8) and the shapes tools print (C byte arrays, Solana keypair files, JSON nested in JSON,
signed-cookie payloads, double base64, a wrapped base64 ``.env``, 2FA backup codes). The secret
is the form that appears in the text, and any 8-character piece of it is a leak.
"""

from __future__ import annotations

import base64
import hashlib
import json
import quopri
from urllib.parse import quote

from _heldout_secrets_harness import ALNUM, HEX, Case, Values

__all__ = ["encoding_cases"]

_BECH32 = "qpzry9x8gf2tvdw0s3jn54khce6mua7l"
_BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def _bech32(hrp: str, data: bytes) -> str:
    """BIP-173 bech32 of ``data`` (8-bit groups regrouped to 5 bits) with its checksum."""
    acc, bits, five = 0, 0, []
    for byte in data:
        acc, bits = (acc << 8) | byte, bits + 8
        while bits >= 5:
            bits -= 5
            five.append((acc >> bits) & 31)
    if bits:
        five.append((acc << (5 - bits)) & 31)

    def polymod(values: list[int]) -> int:
        gen = (0x3B6A57B2, 0x26508E6D, 0x1EA119FA, 0x3D4233DD, 0x2A1462B3)
        chk = 1
        for value in values:
            top = chk >> 25
            chk = (chk & 0x1FFFFFF) << 5 ^ value
            for i in range(5):
                chk ^= gen[i] if (top >> i) & 1 else 0
        return chk

    expanded = [ord(c) >> 5 for c in hrp] + [0] + [ord(c) & 31 for c in hrp]
    mod = polymod(expanded + five + [0] * 6) ^ 1
    checksum = [(mod >> 5 * (5 - i)) & 31 for i in range(6)]
    return hrp + "1" + "".join(_BECH32[d] for d in five + checksum)


def _base58check(payload: bytes) -> str:
    data = payload + hashlib.sha256(hashlib.sha256(payload).digest()).digest()[:4]
    number, out = int.from_bytes(data, "big"), ""
    while number:
        number, rest = divmod(number, 58)
        out = _BASE58[rest] + out
    return "1" * (len(data) - len(data.lstrip(b"\0"))) + out


def encoding_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str) -> None:
        out.append(Case(f"encoding: {name}", source, text, secret))

    def raw(n: int) -> bytes:
        return bytes(v.r.randrange(256) for _ in range(n))

    nsec = _bech32("nsec", raw(32))
    add(
        "nostr nsec bech32",
        "NIP-19 nsec (BIP-173 bech32)",
        f"nostr-tools: relay rejected event: invalid signature; client configured with NOSTR_PRIVATE_KEY={nsec}",
        nsec,
    )
    xprv = _base58check(bytes.fromhex("0488ade4") + bytes(9) + raw(32) + b"\0" + raw(32))
    add(
        "bip32 xprv",
        "BIP-32 extended private key, base58check",
        f"wallet restore failed: unsupported derivation path m/84'/0'/0' for key {xprv}",
        xprv,
    )
    words = " ".join(
        v.r.choice(
            (
                "abandon",
                "galaxy",
                "orbit",
                "velvet",
                "hamster",
                "quote",
                "ripple",
                "sunset",
                "timber",
                "walnut",
                "zebra",
                "copper",
                "denial",
                "eager",
                "fossil",
                "lunar",
            )
        )
        for _ in range(12)
    )
    add(
        "bip39 mnemonic",
        "BIP-39 mnemonic seed phrase",
        f'ValueError: Invalid mnemonic checksum for seed phrase "{words}" (12 words)',
        words,
    )
    seed = list(raw(64))
    array = json.dumps(seed, separators=(",", ":"))
    add(
        "solana keypair json",
        "Solana CLI keypair file (JSON array of 64 bytes)",
        f"Error: failed to read keypair file ~/.config/solana/deployer.json: expected 64 bytes, got 63\n{array[:-1]}",
        array[1:120],
    )
    key = raw(16)
    c_array = ", ".join(f"0x{b:02x}" for b in key)
    add(
        "c byte array",
        "C source, static const uint8_t key[]",
        f"firmware/src/crypto.c:14:35: error: excess elements in array initializer\n static const uint8_t aes_key[15] = {{ {c_array} }};",
        c_array,
    )
    p = v.gen(ALNUM, 14) + "é" + v.gen(ALNUM, 6)
    escaped = p.encode("unicode_escape").decode()
    add(
        "python unicode_escape",
        "Python unicode_escape of a non-ASCII password",
        f"UnicodeEncodeError while logging: password={escaped}",
        escaped,
    )
    p = v.gen(ALNUM, 12) + "ü" + v.gen(ALNUM, 8)
    mojibake = p.encode().decode("latin-1")
    add(
        "latin-1 mojibake",
        "UTF-8 read as Latin-1",
        f"ldap_bind: Invalid credentials (49) for cn=admin with password {mojibake}",
        mojibake,
    )
    p = v.gen(ALNUM, 16)
    utf16 = p.encode("utf-16-le").hex(" ")
    add(
        "utf-16le hex",
        "UTF-16LE bytes as a hex dump (Windows LSA secret)",
        f"reg query HKLM\\SECURITY\\Policy\\Secrets\\DefaultPassword\\CurrVal\n    (Default)    REG_BINARY    {utf16}",
        utf16[:60],
    )
    p = v.gen(ALNUM, 16)
    ebcdic = p.encode("cp037").hex().upper()
    add(
        "ebcdic hex",
        "EBCDIC (cp037) password in a mainframe dump",
        f"IEC141I 013-18 RACF PASSWORD FIELD IN DUMP: {ebcdic} (JOB PAYROLL1)",
        ebcdic,
    )
    p = v.pw()
    refs = "".join(f"&#{ord(c)};" for c in p)
    add(
        "html decimal refs",
        "HTML numeric character references, decimal",
        f"<td>db password</td><td>{refs}</td> (rendered by the status page, 500)",
        refs,
    )
    p = v.pw()
    refs = "".join(f"&#x{ord(c):X};" for c in p)
    add(
        "html hex refs",
        "HTML numeric character references, upper hex",
        f'<input type="hidden" name="pw" value="{refs}"> -- form replay failed',
        refs,
    )
    p = v.gen(ALNUM, 8) + "<" + v.gen(ALNUM, 5) + "&" + v.gen(ALNUM, 6)
    named = p.replace("&", "&amp;").replace("<", "&lt;")
    add(
        "html named refs inside value",
        "HTML named references inside a value",
        f"<pre>LDAP_BIND_PASSWORD={named}</pre>",
        named,
    )
    p = v.pw()
    creds = json.dumps({"username": "ops", "password": p})
    nested = json.dumps({"level": "error", "msg": "auth failed", "payload": creds})
    add("json in json", "JSON string nested in JSON (a log shipper's payload)", nested, p)
    creds = json.dumps({"client_id": "acme-cli", "client_secret": v.gen(ALNUM, 32)})
    twice = json.dumps(json.dumps(creds))
    secret = json.loads(creds)["client_secret"]
    add(
        "json escaped twice",
        "JSON escaped twice (a string field of a string field)",
        f'{{"event":"retry","detail":{twice}}}',
        secret,
    )
    body = json.dumps({"user": "ops", "api_key": v.gen(ALNUM, 40)})
    data = base64.b64encode(body.encode()).decode()
    add(
        "data uri base64",
        "RFC 2397 data: URI with base64 JSON",
        f"fetch(data:application/json;base64,{data}) -> config invalid: missing region",
        data,
    )
    session = (
        base64.urlsafe_b64encode(json.dumps({"uid": 7, "pw": v.pw()}).encode()).decode().rstrip("=")
    )
    add(
        "base64url cookie no padding",
        "base64url without padding (a signed-cookie payload)",
        f"itsdangerous.exc.BadSignature: Signature b'x7Q' does not match; cookie session={session}.ZzQxMw.abc",
        session,
    )
    inner = base64.b64encode(f"deploy:{v.pw()}".encode()).decode()
    outer = base64.b64encode(inner.encode()).decode()
    add(
        "double base64",
        "base64 of a base64 Basic credential (a Kubernetes data: value of a .dockerconfig auth)",
        f"error: secret ci/regcred: data.auth: {outer} decodes to an invalid docker auth",
        outer,
    )
    env = "\n".join(
        f"{k}={val}"
        for k, val in (("DB_USER", "app"), ("DB_PASSWORD", v.pw()), ("API_TOKEN", v.gen(ALNUM, 40)))
    )
    wrapped = base64.encodebytes(env.encode()).decode().strip()
    add(
        "base64 env file wrapped",
        "base64 (76-column MIME wrap) of a .env file",
        f"sops: failed to decrypt: data is not encrypted\n{wrapped}",
        wrapped.replace("\n", "")[:60],
    )
    p = "=" + v.gen(ALNUM, 30) + "é"
    line = f"The SMTP password for the alerts mailbox on smtp.acme.io is: {p}, rotate it"
    qp = quopri.encodestring(line.encode()).decode()
    # The soft line break (=\n) falls inside the encoded password: each side is a piece of it.
    shown = quopri.encodestring(p.encode()).decode().strip()
    add(
        "quoted-printable soft break",
        "RFC 2045 quoted-printable: =3D, =C3=A9 and a soft line break inside the value",
        f"Subject: your credentials\nContent-Transfer-Encoding: quoted-printable\n\n{qp}",
        shown,
    )
    codes = "  ".join(f"{v.gen(HEX, 4)}-{v.gen(HEX, 4)}" for _ in range(6))
    add(
        "backup codes",
        "2FA backup codes block",
        f"Could not save backup-codes.txt (disk full):\n{codes}",
        codes,
    )
    secret = base64.b32encode(raw(20)).decode().rstrip("=")
    add(
        "otpauth in qr text",
        "otpauth:// URI as decoded from a QR code (zbarimg output)",
        f"QR-Code:otpauth://totp/Acme:ops%40acme.io?secret={secret}&issuer=Acme&algorithm=SHA1\nscanned 1 barcode symbols from 1 images",
        secret,
    )
    p = v.pw()
    add(
        "percent-encoded userinfo",
        "RFC 3986 userinfo with %40 and %3A",
        f"could not connect to amqp://ops%40acme.io:{quote(p + ':x@', safe='')}@mq01/ (ACCESS_REFUSED)",
        quote(p + ":x@", safe=""),
    )
    p = v.pw()
    shell = "".join(f"\\x{ord(c):02x}" for c in p)
    add(
        "bash ansi-c quoting",
        "bash $'...' with \\x escapes",
        f"+ mysql -u root -p$'{shell}' -e 'select 1'\nERROR 1045 (28000): Access denied",
        shell,
    )
    return out
