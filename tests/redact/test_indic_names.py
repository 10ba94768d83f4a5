"""A PIN's, a one-time password's or a password's loanword in any Indic script, read by its
Devanagari spelling (`ಒಟಿಪಿ`, `ਓਟੀਪੀ`, `పాస్‌వర్డ్`, `പിൻ`); another field's own pair after
a password's name; a mask after a vendor's prefix."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, RedactionPolicy, redact


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("ಲಾಗಿನ್‌ಗಾಗಿ ನಿಮ್ಮ ಒಟಿಪಿ 604218 ಆಗಿದೆ.", "604218"),  # Kannada
        ("ਤੁਹਾਡਾ ਨਵਾਂ ਪਿੰਨ: 7310", "7310"),  # Gurmukhi, the nasal sign kept
        ("আপনার ওটিপি 883104, কাউকে বলবেন না।", "883104"),  # Bengali
        ("તમારો ઓટીપી 551930 છે", "551930"),  # Gujarati
        ("ଆପଣଙ୍କ ଓଟିପି 720046 ।", "720046"),  # Odia
        ("உங்கள் ஓடிபி 318275 ஆகும்.", "318275"),  # Tamil
        ("మీ ఓటీపీ 449120 ఎవరికీ చెప్పకండి.", "449120"),  # Telugu
        ("നിങ്ങളുടെ ഒടിപി: 662047", "662047"),  # Malayalam
        ("പുതിയ പിൻ 8841", "8841"),  # Malayalam's chillu
        ("509137 ನಿಮ್ಮ ಒಟಿಪಿ ಆಗಿದೆ.", "509137"),  # the digits before the name
        ("మీ కొత్త పాస్\u200cవర్డ్: Rk7!vQ2mZx", "Rk7!vQ2mZx"),  # a password after a separator
        ("ತಮ್ಮ ಪಾಸ್‌ವರ್ಡ್ = Lm3$wX9pTq", "Lm3$wX9pTq"),
    ],
)
def test_a_name_in_an_indic_script_hides_what_follows_it(text: str, secret: str) -> None:
    out = redact(text)
    assert secret not in out
    assert REDACTED in out


@pytest.mark.parametrize(
    "text",
    [
        "ಒಟಿಪಿ ಅವಧಿ ಮುಗಿದಿದೆ, ಹೊಸದನ್ನು ಕೇಳಿ",  # OTP expired, ask for a new one
        "ওটিপি পাঠানো হয়েছে ২০২৬ সালে",  # a year
        "ఓటీపీ 3 సార్లు తప్పుగా నమోదు చేశారు",  # entered wrong 3 times
        "పాస్‌వర్డ్ మార్చబడింది",  # password changed
        "ಒಟಿಪಿ ಕಳುಹಿಸಲಾಗಿದೆ: ಖಾತೆ 4412 ಗೆ",  # an account's number, a word after it
    ],
)
def test_a_name_in_an_indic_script_without_a_value_stays(text: str) -> None:
    assert redact(text) == text


def test_switching_the_row_off_lets_the_reading_go() -> None:
    text = "తమ ఓటీపీ 449120"
    assert "449120" not in redact(text)
    assert RedactionPolicy().without_rules("name_in_indic_script").redact(text) == text


@pytest.mark.parametrize(
    "text",
    [
        "flags: password-env=MYAPP_PASSWORD user=ci_runner",
        "DB_PASSWORD role=readonly",
        "sample: token: xoxb-REDACTED",
        "api_key: sk-XXXXXXXX (rotate before use)",
    ],
)
def test_another_field_s_pair_or_a_masked_sample_stays(text: str) -> None:
    assert redact(text) == text


def test_a_password_shaped_value_in_the_next_pair_still_goes() -> None:
    assert "Kz8#mQ2!xv" not in redact("password user=Kz8#mQ2!xv")
