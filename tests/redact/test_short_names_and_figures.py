"""The short forms people write for a password (French `mdp`, Korean `비번`, Persian
`پسورد`) name a value as the full words do, and a policy's figure with its unit glued on
(`90일`, `8文字`) after any password word stays."""

from __future__ import annotations

import pytest

from toolretry.redact import redact

R = "[REDACTED]"


@pytest.mark.parametrize("name", ["mdp", "MDP", "비번", "پسورد"])
@pytest.mark.parametrize("separator", [": ", " = ", "："])
@pytest.mark.parametrize("value", ["Tr0ub4dor&3x", "k2#Lq9vW7m", "4839"])
def test_a_short_form_names_its_value(name: str, separator: str, value: str) -> None:
    """`mdp : X` hides X as `mot de passe : X` does."""
    redacted = redact(f"login failed ({name}{separator}{value})")
    assert value not in redacted
    assert name in redacted


@pytest.mark.parametrize(
    "text",
    [
        "le mdp doit contenir 12 caractères",
        "비번 변경이 필요합니다",
        "비번 변경 주기: 90일 (마지막 변경 2026-10-01)",
        "비밀번호 최소 길이: 12자",
        "パスワード: 8文字以上",
        "密码有效期: 90天",
    ],
)
def test_policy_prose_and_figures_stay(text: str) -> None:
    """What a password policy says, in a short form or with a unit glued on, is kept whole."""
    assert redact(text) == text
