"""Innocent set 52: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: Yakshagana troupes, Theyyam shrines, snake boat races (vallam kali), jhum
cultivation, cardamom auctions, the Hornbill Festival, rangoli contests, pashmina weaving and
the Darjeeling toy train (each grepped for in every earlier ``_heldout_innocents*`` and
``heldout_innocents*`` file; none matched, while tea estates, tea auctions, Kathakali,
handloom, sericulture, thangka, monasteries, coir, rubber, areca, bamboo, orchids, kabaddi,
kho-kho, carrom, silk, gemology, ropeways, lighthouses and stamps did). ``FLAGS``: settings
whose names say password, token, key or secret and whose values are not. ``PARSE``: parse
errors quoting ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
yakshagana: ⟦mela «d4»⟧ ⟦prasanga Sudhanva Kalaga⟧ — ⟦all-night show from 21:30⟧
yakshagana: ⟦artist «U2»«d5»⟧ ⟦role bhagavata⟧ — ⟦chande and maddale accompaniment⟧
yakshagana: ⟦costume «l8»⟧ ⟦kireeta crown, 2.1 kg⟧ — ⟦repaired 2026-11-18⟧
theyyam: ⟦kavu «d5»⟧ ⟦Muchilottu Bhagavathi⟧ — ⟦kaliyattam 3 days⟧
theyyam: ⟦performer «U3»«d4»⟧ ⟦face painting 4 h⟧ — ⟦thottam at dusk⟧
theyyam: ⟦festival «l10»⟧ ⟦Thulam 12 to Thulam 14⟧ — ⟦32 deities⟧
snake boat race: ⟦chundan «d3»⟧ ⟦128 oarsmen⟧ — ⟦heat 2, lane 3⟧
snake boat race: ⟦club «U4»«d3»⟧ ⟦Nehru Trophy finalist⟧ — ⟦time 4:21.37⟧
snake boat race: ⟦track «l6»⟧ ⟦1,150 m on Punnamada lake⟧ — ⟦start 14:00⟧
jhum cultivation: ⟦plot «d6»⟧ ⟦slope 28°⟧ — ⟦fallow cycle 7 years⟧
jhum cultivation: ⟦village «U3»«d3»⟧ ⟦rice, maize, chilli intercrop⟧ — ⟦burning permit 2027-02⟧
jhum cultivation: ⟦survey «l9»⟧ ⟦4.2 ha⟧ — ⟦GPS «d2».«d5», «d2».«d5»⟧
cardamom auction: ⟦lot «d5»⟧ ⟦8 mm bold, 1,240 kg⟧ — ⟦avg ₹2,412/kg⟧
cardamom auction: ⟦dealer «U2»-«d6»⟧ ⟦e-auction Bodinayakanur⟧ — ⟦session 2⟧
cardamom auction: ⟦sample «l7»⟧ ⟦litre weight 435 g⟧ — ⟦colour green⟧
hornbill festival: ⟦stall «U1»«d3»⟧ ⟦Kisama heritage village⟧ — ⟦Ao morung⟧
hornbill festival: ⟦pass «d8»⟧ ⟦day 4⟧ — ⟦naga chilli eating contest 15:00⟧
hornbill festival: ⟦band «l8»⟧ ⟦rock contest round 1⟧ — ⟦slot 19:40⟧
rangoli: ⟦entry «d5»⟧ ⟦kolam, 21 dots⟧ — ⟦category freehand⟧
rangoli: ⟦contest «U3»«d4»⟧ ⟦2.4 m × 2.4 m⟧ — ⟦judging 10:00⟧
rangoli: ⟦pattern «l9»⟧ ⟦sikku kolam 15×15⟧ — ⟦colours 6⟧
pashmina: ⟦shawl «U2»«d7»⟧ ⟦GI tag «d10»⟧ — ⟦kani weave, 14 months⟧
pashmina: ⟦batch «d6»⟧ ⟦fibre 12.8 µm⟧ — ⟦Changthang⟧
pashmina: ⟦weaver «l7»⟧ ⟦loom 3⟧ — ⟦sozni border⟧
toy train: ⟦loco «d3»⟧ ⟦B class 0-4-0ST⟧ — ⟦Ghum–Darjeeling joy ride⟧
toy train: ⟦ticket PNR «d10»⟧ ⟦coach «U2»«d1»⟧ — ⟦dep 10:40⟧
toy train: ⟦loop «l6»⟧ ⟦Batasia, 1 in 29 grade⟧ — ⟦2 ft gauge⟧
"""

FLAGS = r"""
settings: ⟦TWELVELABS_API_KEY_FILE=/run/secrets/twelvelabs⟧ ⟦mode 0400⟧
settings: ⟦tfy.api_key_source = env:TFY_API_KEY⟧ ⟦tfy.host = https://acme.truefoundry.cloud⟧
settings: ⟦xinference.auth.token_expire_in_minutes = 30⟧ ⟦algorithm = HS256⟧
settings: ⟦taggun.apikey.header = apikey⟧ ⟦taggun.timeout_s = 20⟧
settings: ⟦voicerss.key_required = true⟧ ⟦voicerss.codec = WAV⟧
settings: ⟦tecton.key_scheme = Tecton-key⟧ ⟦tecton.workspace = prod⟧
settings: ⟦watsonx.iam_token_ttl_s = 3600⟧ ⟦watsonx.refresh_before_s = 300⟧
settings: ⟦spark.signature_algorithm = hmac-sha256⟧ ⟦spark.headers = host date request-line⟧
settings: ⟦graph.client_secret_expiry_days = 180⟧ ⟦graph.secret_hint_len = 3⟧
settings: ⟦ics.feed_token_rotation = 90d⟧ ⟦ics.public = false⟧
settings: ⟦xlsx.sheet_password_hash = SHA-512⟧ ⟦spinCount = 100000⟧
settings: ⟦pdf.owner_password_required = false⟧ ⟦pdf.encrypt = AES-256⟧
settings: ⟦mail.app_password_len = 16⟧ ⟦mail.oauth_only = true⟧
settings: ⟦recovery_code_groups = 2⟧ ⟦recovery_code_group_len = 5⟧
settings: ⟦pin.length = 6⟧ ⟦pin.retry_wait_s = 30⟧
"""

PARSE = r"""
parse: ⟦invalid value 'one hundred twenty-eight' for --oarsmen⟧: ⟦expected an integer⟧
parse: ⟦lot size '1,240kg' must be a number⟧ in ⟦auction.csv row 14⟧
parse: ⟦grade '8mm bold+' is not a known cardamom grade⟧
parse: ⟦time '4:21.3.7' is not a valid race time⟧
parse: ⟦date 'Thulam 12' is not ISO 8601⟧ in ⟦festivals.yaml line 9⟧
parse: ⟦slope '28deg' must be a number⟧ (⟦plot «d6»⟧)
parse: ⟦gauge '2ft' expected in mm⟧ in ⟦rolling_stock.toml⟧
parse: ⟦unknown voice 'Lindaa'⟧; ⟦did you mean 'Linda'?⟧
parse: ⟦model 'ssfm-v3O' not found⟧ (⟦letter O instead of zero⟧)
parse: ⟦replica_id 'r9d30b0e55a' must be 12 characters⟧
parse: ⟦invalid cell reference 'B0'⟧ in ⟦sheet Keys⟧
parse: ⟦VALARM TRIGGER '-15M' is not a duration⟧; ⟦use -PT15M⟧
"""
