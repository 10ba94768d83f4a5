"""A secret in a hex dump's rows (the bytes read as the text they spell), in a byte container of
any language, in a cookie's quoted value; and a secret never cut before it is redacted."""

from __future__ import annotations

import subprocess

import pytest

from toolretry import smart_retry_with_observation
from toolretry.redact import REDACTED, redact


def _xxd(data: bytes, *, groups: int = 2, offset_prefix: str = "", colon: bool = True) -> str:
    """Rows as ``xxd`` (two-byte groups) or ``tcpdump -X`` (``0x`` offsets) print them."""
    lines = []
    for at in range(0, len(data), 16):
        row = data[at : at + 16]
        hexes = row.hex()
        step = 2 * groups
        cells = " ".join(hexes[i : i + step] for i in range(0, len(hexes), step))
        shown = "".join(chr(b) if 0x20 <= b < 0x7F else "." for b in row)
        offset = f"{offset_prefix}{at:04x}" if offset_prefix else f"{at:08x}"
        lines.append(f"{offset}{':' if colon else ''}  {cells:<39}  {shown}")
    return "\n".join(lines)


def _hexdump_c(data: bytes) -> str:
    """Rows as ``hexdump -C`` prints them: single bytes, a wider gap mid-row, bars."""
    lines = []
    for at in range(0, len(data), 16):
        row = data[at : at + 16]
        left = " ".join(f"{b:02x}" for b in row[:8])
        right = " ".join(f"{b:02x}" for b in row[8:])
        shown = "".join(chr(b) if 0x20 <= b < 0x7F else "." for b in row)
        lines.append(f"{at:08x}  {left:<23}  {right:<23}  |{shown}|")
    return "\n".join(lines)


_REQUEST = (
    b"POST /v1/deploy HTTP/1.1\r\nHost: 10.0.4.7:8080\r\n"
    b"Authorization: Bearer Qm9vdHN0cmFwVG9rZW4tN2Y4ZTlkMGMx\r\nAccept: */*\r\n\r\n"
)
_ENV = b"APP_ENV=prod\nSTRIPE_SECRET=rk_live_51Hq8ZtK2mP9xQvR4nB7wY3cL\nLOG_LEVEL=info\n"
_FORM = b"user=ops&password=Hunter2!Qz9x&remember=1\n"
SECRETS = ("Qm9vdHN0cmFwVG9rZW4tN2Y4ZTlkMGMx", "51Hq8ZtK2mP9xQvR4nB7wY3cL", "Hunter2!Qz9x")


def _pieces(secret: str) -> list[str]:
    return [secret[i : i + 8] for i in range(len(secret) - 7)]


@pytest.mark.parametrize(
    "dump",
    [
        _xxd(_REQUEST),
        _xxd(_REQUEST, offset_prefix="\t0x"),
        _hexdump_c(_REQUEST),
        _xxd(_ENV),
        _hexdump_c(_ENV),
        _xxd(_FORM, groups=1),
        _xxd(_FORM, offset_prefix="0x"),
    ],
)
def test_a_secret_in_a_dump_is_hidden_in_both_columns(dump: str) -> None:
    """The bytes read back from the hex are the text the rows run on; what they hide is
    hidden in the rows' hex and text columns, whichever dump printed them."""
    out = redact(f"$ capture\n{dump}")
    assert REDACTED in out, out
    for secret in SECRETS:
        assert not any(piece in out for piece in _pieces(secret)), out
        spelled = secret.encode().hex()
        hexes = out.replace(" ", "")
        assert not any(spelled[i : i + 16] in hexes for i in range(0, len(spelled) - 15, 2))
    assert redact(out) == out


@pytest.mark.parametrize(
    "dump",
    [
        _xxd(b"GET /v1/orders?page=2 HTTP/1.1\r\nHost: shop.example\r\nAccept: */*\r\n\r\n"),
        _hexdump_c(b"hello world, this is a plain text file\nwith two lines\n"),
        _xxd(bytes(range(64))),
    ],
)
def test_a_dump_without_a_secret_stays(dump: str) -> None:
    assert redact(f"$ capture\n{dump}") == f"$ capture\n{dump}"


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("array('B', [120, 69, 116, 100, 84, 83, 118, 107, 87, 69, 51, 112, 77, 102, 69, 99])",
         "120, 69, 116, 100"),
        ("<<119, 113, 117, 98, 71, 113, 110, 52, 83, 81, 48, 110, 98, 90, 101>> (smtp_password)",
         "119, 113, 117, 98"),
        ("byte[] k = new byte[]{ 81, 55, 120, 76, 109, 50, 80, 122, 57, 82, 52, 116, 87, 56 };",
         "81, 55, 120, 76"),
        ("var seed = []byte{0x00} // uint8 {107, 57, 81, 120, 76, 50, 109, 80, 122, 52, 82, 119}",
         "107, 57, 81, 120"),
    ],
)  # fmt: skip
def test_bytes_that_spell_generated_output_are_hidden_in_any_container(
    text: str, secret: str
) -> None:
    """Erlang's `<<…>>`, C's and Java's `{…}`, Python's `array('B', […])`: the decimal bytes
    spell a key (no credential word needed inside a byte container)."""
    out = redact(text)
    assert secret not in out, out
    assert REDACTED in out


@pytest.mark.parametrize(
    "text",
    [
        "payload bytes [72, 101, 108, 108, 111, 44, 32, 87, 111, 114, 108, 100, 33]",
        "array('B', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])",
        "<<104, 101, 108, 108, 111, 32, 119, 111, 114, 108, 100>>",
        "u8 histogram [100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 110]",
        "int[] sizes = {120, 240, 360, 480, 600, 720, 840, 960};",
    ],
)
def test_bytes_of_plain_text_and_counts_stay(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    "text",
    [
        'Set-Cookie: remember="4412\\0541sjquXWpZq4R_hnj6g2-weSmcSSZ4Wfg"; Path=/',
        'Cookie: theme=dark; sid="1sjquXWpZq4R_hnj6g2-weSmcSSZ4Wfg"',
        'set-cookie: auth="a b c 1sjquXWpZq4R_hnj6g2-weSmcSSZ4Wfg"; HttpOnly',
    ],
)
def test_a_cookies_quoted_value_is_hidden(text: str) -> None:
    """RFC 6265's quoted cookie value (Python's `http.cookies` writes octal escapes in it)."""
    out = redact(text)
    assert "1sjquXWp" not in out, out
    assert "SSZ4Wfg" not in out


def test_a_long_missing_key_is_redacted_before_it_is_cut() -> None:
    """A KeyError's key is cut to a field's length for the message: redacted first, so the
    cut cannot leave a piece no rule knows (six of a password's bytes, half a key)."""
    key = (
        "iex(3)> IO.inspect(Application.get_env(:shop, :smtp_password), binaries: :as_binaries)"
        "\n<<119, 113, 117, 98, 71, 113, 110, 52, 83, 81, 48, 110, 98, 90, 101>>"
    )

    @smart_retry_with_observation(max_retries=0)
    def tool() -> str:
        raise KeyError(key)

    out = tool()
    assert "119, 113, 117" not in out, out
    assert "98, 71, 113" not in out


def test_a_commands_words_are_redacted_before_quoting_and_cutting() -> None:
    """A failed command's list is shown redacted: shell quoting around a quoted secret, or the
    cut of a long command, does not hide it from the rows."""
    session_key = "9:F651E9CFA8047CF138010D45FE4948AFD36B1652AC1E82F9B4A83DA00382F841"
    words = ["gpg", "--show-session-key", "-d", "a.gpg", "gpg:", "session", "key:"]
    words += [f"'{session_key}'", *(["--verbose"] * 30)]

    @smart_retry_with_observation(max_retries=0)
    def tool() -> str:
        raise subprocess.CalledProcessError(2, words, stderr=b"gpg: decryption failed\n")

    out = tool()
    assert not any(piece in out for piece in _pieces(session_key[2:])), out

    @smart_retry_with_observation(max_retries=0)
    def plain() -> str:
        raise subprocess.CalledProcessError(1, ["git", "commit", "-m", "fix: it"])

    assert "git commit -m 'fix: it'" in plain()


def test_a_commands_output_is_redacted_before_its_last_lines_are_taken() -> None:
    """A credential's name on one line and its value on the next: the last lines kept may
    start with the value; redacted first, it never shows."""
    value = "k7Qp2LmZ9xWvB4nRt3Yc"
    output = f"loading\nexport DB_PASSWORD=\n{value}\nline 1\nline 2\nline 3\nline 4\n"

    @smart_retry_with_observation(max_retries=0)
    def tool() -> str:
        raise subprocess.CalledProcessError(1, ["./deploy.sh"], output=output.encode())

    assert value[:8] not in tool()


@pytest.mark.parametrize(
    "text",
    [
        "api_key: [-REPLACE_ME-]{+YEextgy3Wh6A5OBJMTmCxUfP4st1B6qn+}",
        "diff --git a/.env b/.env\n@@ -2 +2 @@\nDB_PASSWORD=[-changeme-]{+Tr0ub4dor&3x+}",
        "mailer: retries: [-3-]{+5+} token: [-old-]{+YEextgy3Wh6A5OBJMTmCxUfP4st1B6qn+}",
    ],
)
def test_a_word_diffs_new_value_is_hidden_with_the_old(text: str) -> None:
    """git's `--word-diff` and wdiff write the new value right after the old one."""
    out = redact(text)
    assert "YEextgy3" not in out, out
    assert "Tr0ub4dor" not in out
    assert redact(out) == out


def test_a_word_diffs_other_values_stay() -> None:
    text = "mailer:\n  retries: [-3-]{+5+}\n  host: [-mx1.example.com-]{+mx2.example.com+}"
    assert redact(text) == text


@pytest.mark.parametrize(
    "text",
    [
        # PowerShell's Format-Hex: a 16-digit offset, the text column after a wide gap, and a
        # message that goes on after the last row
        "PS> Get-Content .\\sa.txt -AsByteStream | Format-Hex\n"
        "0000000000000000 44 58 37 56 34 53 25 54 46 70 77 71 0D 0A       DX7V4S%TFpwq..)",
        # WinDbg's db: a backtick in the address, a dash mid-row, one row
        "0:007> db 00000021`4f3ff6a0 L10\n"
        "00000021`4f3ff6a0  6f 53 6e 48 35 65 2a 64-52 53 66 53 34 63 46 57  oSnH5e*dRSfS4cFW",
        # lldb's memory read of a buffer its name calls a key
        "(lldb) memory read --size 1 --count 16 key_buf\n"
        "0x16fdff0e8: 6d 38 51 33 79 7a 34 33 45 57 45 39 57 76 69 6c  m8Q3yz43EWE9Wvil",
    ],
)
def test_other_debuggers_dumps_are_read_too(text: str) -> None:
    out = redact(text)
    for shown in ("DX7V4S%T", "oSnH5e*d", "m8Q3yz43"):
        assert shown not in out, out


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ('> print(string.byte(os.getenv("REDIS_AUTH"), 1, -1))\n'
         "77\t111\t99\t112\t77\t80\t108\t83\t68\t98\t109\t76\t114\t49\t70\t68", "77\t111\t99"),
        (">> double(getenv('LIMS_API_KEY'))\n\nans =\n\n  Columns 1 through 8\n\n"
         "   103   113   105    49    73   119    50   109\n\n  Columns 9 through 14\n\n"
         "    97   106    53    78    65   118", "97   106"),
        ("$ od -x /run/secrets/queue_token\n0000000 5370 6a74 3566 4744 584f 4367 4f72 6843\n"
         "0000020 3155 3872\n0000024", "5370 6a74"),
        ('job failed: {"type":"Buffer","data":[57,79,53,104,105,79,105,101,79,109,97,88,122]}',
         "57,79,53"),
        ("key = @[88'u8, 109'u8, 72'u8, 51'u8, 112'u8, 70'u8, 55'u8, 110'u8, 113'u8, 82'u8]",
         "88'u8, 109"),
        ('Encoding.UTF8.GetBytes(cfg["Smtp:Password"])\n'
         '"105,106,122,104,118,195,159,80,111,56,100,48,106,33"', "105,106,122"),
    ],
)  # fmt: skip
def test_bytes_on_lines_in_od_words_and_in_utf8_are_read(text: str, secret: str) -> None:
    """Lines of codes alone (Lua, MATLAB's column blocks read as one value), `od -x`'s
    swapped words, Node's Buffer, Nim's `'u8` and UTF-8 bytes above 127."""
    out = redact(text)
    assert secret not in out, out


def test_a_repr_of_lines_of_codes_is_read_as_lines() -> None:
    text = "ans =\n   103   113   105    49    73   119    50   109    97   106    53    78"
    assert "105    49" not in redact(repr(f"getenv('API_KEY')\n{text}"))


@pytest.mark.parametrize(
    "text",
    [
        "scores by round\n  85  92  78  90\n  88  76  95  89",
        "$ od -x plain.txt\n0000000 6568 6c6c 206f 6f77 6c72 0a64\n0000014",
        '{"type":"Buffer","data":[104,101,108,108,111,32,119,111,114,108,100]}',
    ],
)
def test_lines_and_buffers_of_plain_text_stay(text: str) -> None:
    assert redact(text) == text
