"""A value cut in two by the way it is printed: the rest after a carriage return, after a
string literal closed and the next opened, or after the log prefix the next line repeats."""

from __future__ import annotations

import pytest

from toolretry.redact import redact

SPLIT = [
    ("progress 10%\rtoken=Zq81LmPw\rdLD32p349kAsRp3 done", "dLD32p349kAsRp3"),
    ("api_key=Kx7TqW2z\rM4nB8vC1xZ9qL 403", "M4nB8vC1xZ9qL"),
    ('secret = ("Qm3vZr8wLp2KpQ"\n    "HM5WnWsB23RdeFLz")', "HM5WnWsB23RdeFLz"),
    ('api_key="Qm3vZr8wLp2K" + "HM5WnWsB23RdeFLz";', "HM5WnWsB23RdeFLz"),
    ("$token = 'Pw9xLm2QzR7k' . 'Tb4Nc8Vd1Fg6Hj';", "Tb4Nc8Vd1Fg6Hj"),
    ('password: "Zx8!qW2e" "Rt5Yu7Io9Pa"', "Rt5Yu7Io9Pa"),
    (
        "2026-05-01T08:00:00Z ERROR auth failed, token=Kq2LmPw9Zx\n"
        "2026-05-01T08:00:00Z ERROR Vb7Nc3Xd8Fg2Hj (rejected)",
        "Vb7Nc3Xd8Fg2Hj",
    ),
    (
        "[worker-3 12:00:01] secret=Aa1Bb2Cc3Dd\n[worker-3 12:00:01] Ee4Ff5Gg6Hh7Jj",
        "Ee4Ff5Gg6Hh7Jj",
    ),
]

KEPT = [
    ('token="Kq2LmPw9ZxVb7Nc3", "name": "builder42"', "builder42"),
    ('password "Zq81Lm!w" "retry later"', "retry later"),
    ("progress 10%\rtoken=Zq81LmPwKx7T\rDownloading files", "Downloading files"),
    (
        "2026-05-01T08:00:00Z ERROR token=Kq2LmPw9ZxVb7Nc3\n2026-05-01T08:00:00Z ERROR retrying",
        "retrying",
    ),
    ("12:00 api_key=Kq2LmPw9ZxVb7Nc3\n12:00 Vb7Nc3Xd8Fg2Hj", "Vb7Nc3Xd8Fg2Hj"),
]


@pytest.mark.parametrize(("text", "rest"), SPLIT)
def test_the_rest_of_a_split_value_is_hidden(text: str, rest: str) -> None:
    """The piece of a secret after a break, a concatenation or a repeated log prefix goes."""
    assert rest not in redact(text)


@pytest.mark.parametrize(("text", "fact"), KEPT)
def test_what_follows_a_value_that_is_not_its_rest_stays(text: str, fact: str) -> None:
    """A next field, a next sentence, a short prefix's line: kept."""
    assert fact in redact(text)


def test_a_value_cut_by_an_http_chunk_size_line_is_hidden_whole() -> None:
    """A body sent in chunks (RFC 9112 7.1) cuts a value at any byte: the rest is hidden too."""
    body = '{"client_secret":"Vb3nK8qLz2Wx\r\n1c\r\nT7pRm4Yc9Hs0Df6Gj"}\r\n0\r\n\r\n'
    out = redact(f"proxy 502; request body:\r\n14\r\n{body}")
    assert "Vb3nK8qL" not in out
    assert "T7pRm4Yc" not in out
    assert out.endswith("\r\n0\r\n\r\n")


def test_capitals_that_take_turns_with_small_letters_are_no_name() -> None:
    """`QwEr`-like pieces are random: after a password's name without a separator they go."""
    out = redact("Login gagal: kata laluan KpQrZx^Mnbvw tidak sah")
    assert "KpQrZx" not in out
