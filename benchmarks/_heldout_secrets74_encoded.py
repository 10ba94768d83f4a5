r"""Held-out set 74: secrets written in encodings and layouts no earlier set used.

Each was grepped for (the text that marks it) in every earlier ``benchmarks/*heldout*`` file;
those that matched were dropped (``array_map('chr'``, ``%c%c``, ``URL*0``, base64url,
quoted-printable, RFC 2047 encoded words, mathematical monospace and circled letters among
them). Used here: Python's ``[::-1]`` slice reversing a stored token, bash's ``rev <<<``,
VBA's ``StrReverse``, MATLAB's ``char([...])`` over decimal codes, C#'s ``new string(new[]
{'a', ...})`` char array, an ICS line folded at 75 octets through a passcode (RFC 5545), an
ICS TEXT value with ``\;`` and ``\,`` escapes inside a password, RFC 2231 ``filename*0``/
``filename*1`` parameter continuations carrying a token, an Outlook Safe Links wrapper, a
Proofpoint ``urldefense`` v3 wrapper, a Google ``url?q=`` redirect and a Barracuda
``linkprotect.cudasvc.com`` wrapper around links, an ICS ``ATTACH;ENCODING=BASE64;VALUE=BINARY``
text file, Lua's ``("..."):reverse()`` and Rust's ``n as u8 as char``.
"""

from __future__ import annotations

import base64
import urllib.parse

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    rv = v.gen(ALNUM, 28)[::-1]
    add("python slice reverse", "Python un-reversing a stored API key with [::-1]",
        f'DOCMOSIS_KEY = "{rv}"[::-1]  # stored reversed so grep misses it\n'
        "requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://us1.dws4.docmosis.com/api/render",
        rv, raises="cause")  # fmt: skip

    rv = v.gen(ALNUM, 26)[::-1]
    add("bash rev", "bash's rev <<< turning a reversed token around for curl",
        f"$ TOKEN=$(rev <<< '{rv}')\n$ curl -s -H \"REPLIERS-API-KEY: $TOKEN\" https://api.repliers.io/listings | jq .message\n\"Unauthorized\"",
        rv, raises="context")  # fmt: skip

    rv = v.pw()[::-1]
    add("vba strreverse", "VBA StrReverse over a mailbox password in an Outlook macro",
        f'Set objNS = Application.GetNamespace("MAPI")\nstrPwd = StrReverse("{rv}")\n'
        "Run-time error '-2147221233 (8004010f)': The operation failed. An object could not be found.",
        rv, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 14)
    codes = " ".join(str(ord(c)) for c in tok)
    add("matlab char", "MATLAB char([...]) over decimal codes for a web API key",
        f">> key = char([{codes}]);\n>> webread(url, 'key', key)\nError using webread (line 136)\n"
        "The server returned the status 403 with message \"Forbidden\"",
        codes, raises="args")  # fmt: skip

    pw = v.pw()
    cs = ", ".join(f"'{c}'" for c in pw)
    add("csharp char array", "C# new string(new[] {...}) char array for a SMTP password",
        f"var pwd = new string(new[] {{ {cs} }});\nsmtp.Credentials = new NetworkCredential(\"claims@acme-ins.com\", pwd);\n"
        "System.Net.Mail.SmtpException: 5.7.3 Authentication unsuccessful",
        cs, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 40)
    line = f"DESCRIPTION:Closing call, data room https://dr.acme-law.com/r/8821?key={tok} (Sunita)"
    folded = "\r\n ".join(line[i : i + 74] for i in range(0, len(line), 74))
    add("ics folded line", "an ICS DESCRIPTION folded at 75 octets (RFC 5545) through a data-room key",
        f"BEGIN:VEVENT\r\nUID:cl-8821@acme-law.com\r\n{folded}\r\nEND:VEVENT",
        tok, raises="oserror")  # fmt: skip

    pw = v.gen(ALNUM, 6) + ";" + v.gen(ALNUM, 4) + "," + v.gen(ALNUM, 5)
    esc = pw.replace(";", "\\;").replace(",", "\\,")
    add("ics text escapes", "an ICS TEXT value escaping ; and , inside a dial-in password",
        f"X-ACME-BRIDGE:Dial +44 20 5555 0182\\, password {esc}\\; host Sunita",
        esc, raises="process")  # fmt: skip

    tok = v.gen(ALNUM, 36)
    add("rfc2231 continuation", "RFC 2231 filename*0/filename*1 continuations carrying a share token",
        'Content-Type: application/pdf\nContent-Disposition: attachment;\n'
        f' filename*0="lease-draft_share-{tok[:18]}";\n filename*1="{tok[18:]}.pdf"',
        tok, raises="group")  # fmt: skip

    tok = v.gen(ALNUM, 32)
    link = f"https://portal.acme-realty.com/reset?token={tok}&u=priya"
    wrapped = urllib.parse.quote(link, safe="")
    add("safelinks wrapper", "an Outlook Safe Links wrapper around a password-reset link",
        f"Reset your password: https://eur02.safelinks.protection.outlook.com/?url={wrapped}&data=05%7C02%7Cpriya%40acme-realty.com%7C8f1c&reserved=0",
        tok, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 30)
    add("urldefense wrapper", "a Proofpoint urldefense v3 wrapper around an e-signature link",
        f"Please sign: https://urldefense.com/v3/__https://app.acme-sign.com/s/8821?access_token={tok}__;!!Q2aH5Bq!x7F1c0dE9$",
        tok, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 34)
    target = urllib.parse.quote(f"https://app.acme-sign.com/s/4412?access_token={tok}", safe="")
    add("google redirect wrapper", "a Google url?q= redirect wrapper (from a Calendar description) around a signing link",
        f"Sign here: https://www.google.com/url?q={target}&sa=D&source=calendar&usd=2&usg=AOvVaw1x7F1c0dE9",
        tok, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 31)
    target = urllib.parse.quote(f"https://claims.acme-ins.com/upload?t={tok}", safe="")
    add("barracuda linkprotect", "a Barracuda linkprotect.cudasvc.com wrapper around a claims upload link",
        f"Upload photos: https://linkprotect.cudasvc.com/url?a={target}&c=E,1,x7F1c0dE9&typo=1",
        tok, raises="args")  # fmt: skip

    pw = v.pw()
    blob = base64.b64encode(pw.encode()).decode()
    add("ics attach base64", "an ICS ATTACH;ENCODING=BASE64;VALUE=BINARY holding a text file that is a password",
        f"ATTACH;FMTTYPE=text/plain;ENCODING=BASE64;VALUE=BINARY;X-FILENAME=escrow-portal-password.txt:{blob}",
        blob, raises="keyerror")  # fmt: skip

    rv = v.gen(ALNUM, 24)[::-1]
    add("lua reverse", "Lua's (\"...\"):reverse() un-reversing a CalDAV password in a Neovim plugin config",
        f'local caldav_pass = ("{rv}"):reverse()\nE5108: Error executing lua: caldav.lua:41: 401 Unauthorized',
        rv, raises="runtime")  # fmt: skip

    tok = v.gen(ALNUM, 13)
    nums = ", ".join(str(ord(c)) for c in tok)
    add("rust u8 as char", "Rust mapping integers with n as u8 as char into an API key",
        f"let key: String = [{nums}].iter().map(|&n| n as u8 as char).collect();\n"
        "Error: reqwest::Error { kind: Status(403), url: \"https://api.repliers.io/listings\" }",
        nums, raises="oserror")  # fmt: skip
    return out
