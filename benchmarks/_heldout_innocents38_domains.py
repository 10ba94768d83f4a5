"""Innocent set 38: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: rice paddies, qanun making, Bharatanatyam, Kathakali, silat, lion dance, janggi,
hanafuda, kakuro and haiku (each grepped for in every earlier ``_heldout_innocents*`` and
``heldout_innocents*`` file; none matched, while kite flying, sumo, kabaddi, sepak takraw,
carrom, karuta, ikebana, tea ceremony, calligraphy, origami, kendama, taiko, gamelan, batik,
dhows, camel racing, pearl farming, tea estates, saffron, silk, carpets, henna, sitar,
tabla, muay thai, dragon boats, baduk, cricket and netball did). ``FLAGS``: settings whose
names say password, token, key or secret and whose values are not. ``PARSE``: parse errors
quoting ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
rice paddy: ⟦plot «U2»-«d4»⟧ ⟦IR64, transplanted 2026-07-02⟧ — ⟦water depth 5 cm⟧
rice paddy: ⟦harvest «d6»⟧ ⟦5.8 t/ha at 14% moisture⟧ — ⟦mill «l6»⟧
rice paddy: ⟦sensor «h12»⟧ ⟦AWD tube reading −15 cm⟧ — ⟦irrigate tomorrow⟧
qanun making: ⟦instrument «d5»⟧ ⟦78 strings, 26 courses⟧ — ⟦walnut soundboard⟧
qanun making: ⟦mandal set «U3»«d3»⟧ ⟦4 levers per course⟧ — ⟦tuned to Rast⟧
qanun making: ⟦order «l8»⟧ ⟦fish-skin panels⟧ — ⟦ships week 51⟧
bharatanatyam: ⟦arangetram «d6»⟧ ⟦margam of 9 items⟧ — ⟦2026-12-20, 18:00⟧
bharatanatyam: ⟦student «d7»⟧ ⟦adavu level 4⟧ — ⟦guru «U2»«d2»⟧
bharatanatyam: ⟦varnam «l7»⟧ ⟦raga Kalyani, adi tala⟧ — ⟦42 minutes⟧
kathakali: ⟦performance «d5»⟧ ⟦Nalacharitham day 1⟧ — ⟦all-night, from 22:00⟧
kathakali: ⟦costume «U4»«d4»⟧ ⟦pacha vesham⟧ — ⟦chutti paste 3 h⟧
kathakali: ⟦artist «d6»⟧ ⟦role Nalan⟧ — ⟦kalari «l5»⟧
silat: ⟦bout «d6»⟧ ⟦tanding class C, 55–60 kg⟧ — ⟦blue wins 3–0⟧
silat: ⟦athlete «U3»«d5»⟧ ⟦seni tunggal 9.45⟧ — ⟦perguruan «l6»⟧
silat: ⟦event «l10»⟧ ⟦4 gelanggang⟧ — ⟦weigh-in 07:00⟧
lion dance: ⟦troupe «d5»⟧ ⟦Foshan style, 2 lions⟧ — ⟦drum «U2»«d3»⟧
lion dance: ⟦booking «l8»⟧ ⟦cai qing at 11:08⟧ — ⟦shop opening, Geylang⟧
lion dance: ⟦jong routine «d4»⟧ ⟦21 poles, max 3 m⟧ — ⟦score 9.1⟧
janggi: ⟦game «d9»⟧ ⟦cho wins by 2 points⟧ — ⟦bikjang declined⟧
janggi: ⟦player «d7»⟧ ⟦rank 3-dan⟧ — ⟦club «U3»«d2»⟧
janggi: ⟦record «l10»⟧ ⟦sang-ma opening⟧ — ⟦move 84⟧
hanafuda: ⟦deck «U2»«d4»⟧ ⟦48 cards, 12 months⟧ — ⟦Nintendo Daitouryou⟧
hanafuda: ⟦round «d5»⟧ ⟦koi-koi, yaku inoshikachō⟧ — ⟦7 points doubled⟧
hanafuda: ⟦tournament «l8»⟧ ⟦12 months played⟧ — ⟦final score 41⟧
kakuro: ⟦puzzle «d6»⟧ ⟦12x12, difficulty 4⟧ — ⟦solved in 18:22⟧
kakuro: ⟦clue «U1»«d2»⟧ ⟦sum 23 in 3 cells⟧ — ⟦only 6+8+9⟧
kakuro: ⟦book «l7»⟧ ⟦200 puzzles⟧ — ⟦ISBN 978-4-«d6»-«d2»-«d1»⟧
haiku: ⟦submission «d7»⟧ ⟦kigo: first frost⟧ — ⟦5-7-5 checked⟧
haiku: ⟦kukai «l6»⟧ ⟦22 poems, 3 votes each⟧ — ⟦deadline 2026-12-31⟧
haiku: ⟦anthology «U3»-«d4»⟧ ⟦page 88⟧ — ⟦translator notes 4⟧
"""

FLAGS = r"""
settings: ⟦OMNISEND_API_KEY_FILE=/run/secrets/omnisend⟧ ⟦mode 0400⟧
settings: ⟦shotstack.key_env = SHOTSTACK_KEY⟧ ⟦shotstack.stage = true⟧
settings: ⟦ocrspace.apikey_source = vault:ocr/space⟧ ⟦ocrspace.engine = 2⟧
settings: ⟦ontraport.api_key_header = Api-Key⟧ ⟦ontraport.appid_header = Api-Appid⟧
settings: ⟦SERPSTACK_ACCESS_KEY_REQUIRED=true⟧ ⟦SERPSTACK_OUTPUT=json⟧
settings: ⟦zamzar.key_rotation_days = 90⟧ ⟦zamzar.sandbox = true⟧
settings: ⟦outseta.secret_key_from = keyring⟧ ⟦outseta.domain = acme.outseta.com⟧
settings: ⟦protomaps.key_allowed_origins = https://maps.acme.io⟧
settings: ⟦ziina.token_ttl_s = 3600⟧ ⟦ziina.test_mode = true⟧
settings: ⟦ringba.token_scope = calllogs:read⟧ ⟦ringba.account = RA7f31c2⟧
settings: ⟦--password-min-length 14⟧ ⟦--password-history 5⟧
settings: ⟦AWS_PROFILE=deploy⟧ ⟦AWS_SDK_LOAD_CONFIG=1⟧ ⟦credential_process = aws-vault exec deploy --json⟧
settings: ⟦composer.github-oauth = from-env⟧ ⟦COMPOSER_AUTH unset⟧
settings: ⟦conda.channel_alias = https://conda.anaconda.org⟧ ⟦add_anaconda_token = false⟧
settings: ⟦PIP_INDEX_URL_FILE=/run/secrets/pip-index⟧ ⟦PIPX_DEFAULT_PYTHON=python3.11⟧
settings: ⟦PRINTNODE_KEY_FILE=/run/secrets/printnode⟧ ⟦PRINTNODE_DEFAULT_PRINTER=72110395⟧
settings: ⟦rebilly.api_key_mode = sandbox⟧ ⟦rebilly.organization = acme⟧
settings: ⟦webshare.token_header = Authorization⟧ ⟦webshare.proxy_mode = direct⟧
settings: ⟦tomba.secret_required = true⟧ ⟦tomba.rate_limit = 15/s⟧
settings: ⟦userfront.key_prefix = uf_live_admin_⟧ ⟦(a prefix, no key)⟧
settings: ⟦TRIVY_PASSWORD_STDIN=true⟧ ⟦TRIVY_USERNAME=scanner⟧
settings: ⟦grype.registry.insecure_skip_tls_verify = false⟧ ⟦grype.registry.auth = []⟧
settings: ⟦sonarlint.token_storage = os-keyring⟧ ⟦sonarlint.connectedMode = true⟧
settings: ⟦snyk.api_token_source = SNYK_TOKEN⟧ ⟦snyk.org = acme-platform⟧
settings: ⟦recovery_codes.count = 10⟧ ⟦recovery_codes.length = 10⟧
"""

PARSE = r"""
parse: ⟦invalid literal for int() with base 10: 'twelve'⟧ in ⟦field retries⟧
parse: ⟦could not convert string to float: '5.8 t/ha'⟧ (⟦harvest.yield⟧)
parse: ⟦unknown raga 'Kalyaani'⟧ — did you mean ⟦'Kalyani'⟧?
parse: ⟦Invalid isoformat string: '2026-13-01'⟧ in ⟦arangetram.date⟧
parse: ⟦expected 17 syllables, got 16⟧ in ⟦haiku «d7»⟧
parse: ⟦unknown yaku 'inoshika'⟧ at ⟦line 12⟧
parse: ⟦'Foshan-style' is not a valid Style⟧ (⟦choose foshan or heshan⟧)
parse: ⟦tanding class 'C+' not recognised⟧ in ⟦bout «d6»⟧
parse: ⟦sum 46 impossible in 3 cells⟧ (⟦clue «U1»«d2»⟧)
parse: ⟦yaml: line 4: mapping values are not allowed here⟧ in ⟦mafl/config.yml⟧
parse: ⟦TOML parse error at line 3, column 7: invalid string⟧ in ⟦plane.toml⟧
parse: ⟦Unexpected token '}' in JSON at position 88⟧ (⟦rtc_config.json⟧)
parse: ⟦invalid DNS label 'acme_main'⟧ in ⟦zuplo project name⟧
parse: ⟦unknown region 'eu-westt-1'⟧ for ⟦use_aws⟧
parse: ⟦channel 'acme-privte' not found⟧ (⟦conda config --show channels⟧)
parse: ⟦'kalyani' is not a valid Raga⟧ (⟦values are case-sensitive⟧)
parse: ⟦invalid placekey 'zzz-zzz@5vg-7gq'⟧ (⟦what part must be 3+3 letters⟧)
parse: ⟦unknown printer id 'zebra'⟧ (⟦expected an integer⟧)
parse: ⟦expected ISO 4217 code, got 'AED25'⟧ in ⟦payment_intent.currency_code⟧
parse: ⟦could not parse tide height '2.9m'⟧ (⟦use 2.9⟧)
parse: ⟦invalid timezone 'Asia/Kathmando'⟧ — did you mean ⟦'Asia/Kathmandu'⟧?
parse: ⟦unexpected character '¦' at line 3⟧ in ⟦kukai.csv⟧
parse: ⟦invalid hanafuda month 13⟧ (⟦1–12⟧)
parse: ⟦bad EDI segment 'BEG*00*SA*'⟧ at ⟦element 3⟧
parse: ⟦invalid duration '7:45:'⟧ in ⟦varnam.length⟧
"""
