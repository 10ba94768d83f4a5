"""Held-out set 79: secrets written in encodings and layouts no earlier set used, the ones
spreadsheet and office files and their agents produce.

Each was grepped for (the text that marks it) in every earlier ``benchmarks/*heldout*`` file;
none matched (``ARRAYFORMULA``, ``_x00``, ``Character.FromNumber``, ``textRun``,
``Utilities.newBlob``, ``formatCode``, ``CONCATENATE(``, ``REGEXREPLACE``, ``w:docVar``,
``IMPORTDATA``, ``mso-``, ``StrReverse``, ``MID(``, ``REPT(``, ``fldSimple``; those that
matched were dropped: ``CHAR(``, ``UNICHAR``, ``Chr(``, ``SYMBOL``, RTF ``\\'`` escapes,
``<w:t>`` and ``<a:t>`` runs, PDF ``TJ`` arrays, ``rich_text``, ``TEXTJOIN``, ``DECIMAL(``,
``BASE(``, ``ChrW``, ``fromCharCode``, ``fromCodePoint``, number words in French). Used here:
a Google Sheets ``ARRAYFORMULA(CHAR({...}))``, an xlsx shared string with every character
escaped ``_xHHHH_``, Power Query's ``Character.FromNumber`` over a list, a Google Docs API
body split across ``textRun`` elements, Apps Script's ``Utilities.newBlob(bytes)`` over
signed bytes, an Excel custom number format escaping each character with a backslash,
``CONCATENATE`` over three-character chunks, ``REGEXREPLACE`` removing a filler between
characters, a Word ``w:docVar`` in ``settings.xml``, a Sheets ``IMPORTDATA`` URL, Word's HTML
export splitting a token across ``mso-`` styled spans, VBA's ``StrReverse``, ``MID`` picking
every other character, a ``fldSimple`` field's instruction, and a PIN written as Swahili
number words in a Sheng message.
"""

from __future__ import annotations

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]

_SWAHILI = ["sifuri", "moja", "mbili", "tatu", "nne", "tano", "sita", "saba", "nane", "tisa"]


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    tok = v.gen(ALNUM, 14)
    codes = ",".join(str(ord(c)) for c in tok)
    add("sheets arrayformula char", "Google Sheets =JOIN(\"\", ARRAYFORMULA(CHAR({...}))) building an API key",
        f'Sheet "Config", cell B7 (formula): =JOIN("", ARRAYFORMULA(CHAR({{{codes}}})))\n'
        "Cell B8: =IMPORTJSON(\"https://api.acme-rx.com/stock\", B7) → #ERROR! Request failed (401)",
        codes, raises="cause")  # fmt: skip

    pw = v.pw()
    esc = "".join(f"_x{ord(c):04X}_" for c in pw)
    add("xlsx escaped shared string", "an xlsx sharedStrings.xml entry with every character escaped _xHHHH_",
        f"$ unzip -p accounts.xlsx xl/sharedStrings.xml | grep -o '<si><t>[^<]*</t></si>' | sed -n 12p\n<si><t>{esc}</t></si>",
        esc, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 13)
    pq = ", ".join(str(ord(c)) for c in tok)
    add("power query character fromnumber", "Power Query M building a key with Character.FromNumber over a list",
        f'Key = Text.Combine(List.Transform({{{pq}}}, Character.FromNumber)),\n'
        'Source = Web.Contents("https://lims.acme-lab.local/api", [Headers=[#"X-Key"=Key]])\n'
        "DataSource.Error: Web.Contents failed to get contents from 'https://lims.acme-lab.local/api' (401): Unauthorized",
        pq, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 30)
    a, b, c = tok[:10], tok[10:20], tok[20:]
    add("docs textrun split", "a Google Docs API documents.get body, the token split across three textRun elements",
        '{"paragraph":{"elements":['
        '{"textRun":{"content":"Portal key: ","textStyle":{}}},'
        f'{{"textRun":{{"content":"{a}","textStyle":{{"bold":true}}}}}},'
        f'{{"textRun":{{"content":"{b}","textStyle":{{"bold":true,"italic":true}}}}}},'
        f'{{"textRun":{{"content":"{c}\\n","textStyle":{{}}}}}}]}}}}',
        tok, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    blob = ", ".join(str(ord(ch)) for ch in tok)
    add("apps script newblob", "Apps Script Utilities.newBlob([...]).getDataAsString() over byte values",
        f"const key = Utilities.newBlob([{blob}]).getDataAsString();\n"
        "Exception: Request failed for https://api.acme-clinic.com returned code 401. Truncated server response: {\"error\":\"bad key\"} (use muteHttpExceptions option to examine full response) (line 9, file \"Sync\")",
        blob, raises="keyerror")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    fmt = "".join(f"\\{ch}" for ch in tok)
    add("excel number format escaped", "an Excel custom number format code escaping each character with a backslash",
        f'$ unzip -p tariffs.xlsx xl/styles.xml | grep -o \'<numFmt [^>]*>\'\n<numFmt numFmtId="165" formatCode="{fmt}"/>',
        fmt, raises="oserror")  # fmt: skip

    tok = v.gen(ALNUM, 18)
    parts = ",".join(f'"{tok[i : i + 3]}"' for i in range(0, len(tok), 3))
    add("concatenate chunks", "an Excel CONCATENATE over three-character chunks of a password",
        f"Cell D4: =CONCATENATE({parts})\nCell D5: =WEBSERVICE(\"https://rx.acme.io/stock?key=\"&D4) → #VALUE!",
        parts, raises="group")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    filled = "~".join(tok)
    add("regexreplace filler", "a Sheets REGEXREPLACE removing a filler character between a token's characters",
        f'=REGEXREPLACE("{filled}", "~", "")\nNote on cell: "unhide for the courier portal"',
        filled, raises="process")  # fmt: skip

    tok = v.gen(ALNUM, 32)
    add("word docvar", "a Word document variable in word/settings.xml holding a key",
        f'$ unzip -p consent_form.docx word/settings.xml | grep -o \'<w:docVar [^>]*/>\'\n<w:docVar w:name="ePROKey" w:val="{tok}"/>',
        tok)  # fmt: skip

    tok = v.gen(ALNUM, 36)
    add("sheets importdata", "a Sheets IMPORTDATA formula with the export token in its URL",
        f'A1: =IMPORTDATA("https://lims.acme-lab.com/export/results.csv?token={tok}&site=ACC")\nA1 shows: #REF! Could not fetch url',
        tok, raises="cause")  # fmt: skip

    tok = v.gen(ALNUM, 27)
    x, y, z = tok[:9], tok[9:18], tok[18:]
    add("word html mso spans", "Word's HTML export splitting a token across mso- styled spans",
        f"<p class=MsoNormal>API key: <span style='mso-bidi-font-weight:bold'>{x}</span>"
        f"<span style='font-family:Consolas;mso-fareast-font-family:Calibri'>{y}</span>"
        f"<span style='mso-spacerun:yes'>{z}</span><o:p></o:p></p>",
        tok, raises="note")  # fmt: skip

    tok = v.gen(ALNUM, 16)
    add("vba strreverse", "VBA StrReverse over a reversed password in a macro module",
        f'Private Const P As String = "{tok[::-1]}"\nconn.Open "DSN=stock;UID=excel;PWD=" & StrReverse(P)\n'
        "Run-time error '-2147217843 (80040e4d)': Login failed for user 'excel'.",
        tok[::-1], raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 12)
    junk = v.gen(ALNUM, 12)
    mixed = "".join(a + b for a, b in zip(tok, junk, strict=True))
    add("excel mid every other", "an Excel formula picking every other character with MID and SEQUENCE",
        f'=CONCAT(MID("{mixed}", SEQUENCE(12, 1, 1, 2), 1))\nComment: "real key = odd characters"',
        mixed, raises="args")  # fmt: skip

    tok = v.gen(ALNUM, 30)
    add("word fldsimple", "a Word fldSimple field whose instruction carries a token in a URL",
        f'<w:fldSimple w:instr=" INCLUDETEXT &quot;https://docs.acme-trials.com/templates/icf.docx?access_token={tok}&quot; "><w:r><w:t>Error! Not a valid filename.</w:t></w:r></w:fldSimple>',
        tok, raises="oserror")  # fmt: skip

    pin = v.gen("123456789", 1) + v.gen("0123456789", 7)
    words = " ".join(_SWAHILI[int(d)] for d in pin)
    add("swahili number words", "a PIN written out as Swahili number words in a Sheng message",
        f"Msee, PIN ya kliniki ni {words} — usimwambie mtu.",
        words, raises="keyerror")  # fmt: skip
    return out
