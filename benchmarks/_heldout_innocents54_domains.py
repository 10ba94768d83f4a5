"""Innocent set 54: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: falaj irrigation, frankincense harvesting, argan oil cooperatives, zellige
tilework, harbour pilotage, customs brokerage, epigraphy, papyrology, sabkha geology and
qahwa roasting (each grepped for in
every earlier ``_heldout_innocents*`` and ``heldout_innocents*`` file; none matched, while
camels, date palms, oud, saffron, henna, carpets, kilims, calligraphy, dhows, pearls, olives,
perfumery, glassblowing, tanning, sailing, desalination, freight forwarding, railways,
lighthouses, cartography, surveying, numismatics, dunes, ksour, cardamom and about fifty
others did). ``FLAGS``:
settings of set 54's vendors and tools whose names say password, token, key or secret and
whose values are not. ``PARSE``: parse errors quoting ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
falaj irrigation: ⟦falaj «U2»-«d4»⟧ ⟦share cycle 7 days⟧ — ⟦athar «d1» of 48⟧
falaj irrigation: ⟦channel gauge «d6»⟧ ⟦flow 31 L/s⟧ — ⟦read at the sharia'a 05:40⟧
falaj irrigation: ⟦shareholder «l8»⟧ ⟦3 athars auctioned⟧ — ⟦wakil Said⟧
frankincense: ⟦tree «U3»«d5»⟧ ⟦Boswellia sacra⟧ — ⟦third tapping 2026-11-20⟧
frankincense: ⟦lot «d7»⟧ ⟦grade Hojari silver⟧ — ⟦12.4 kg⟧
frankincense: ⟦harvest permit «l10»⟧ ⟦wadi Dawkah⟧ — ⟦valid to 2027-03⟧
argan cooperative: ⟦batch «U2»«d6»⟧ ⟦cosmetic oil, cold pressed⟧ — ⟦acidity 0.4%⟧
argan cooperative: ⟦member «d5»⟧ ⟦kernels 18 kg⟧ — ⟦paid 540 MAD⟧
argan cooperative: ⟦export lot «l9»⟧ ⟦IGP Argane⟧ — ⟦240 L in 20 drums⟧
zellige: ⟦panel «d6»⟧ ⟦16-point khatam⟧ — ⟦1,420 tesserae⟧
zellige: ⟦kiln firing «U3»-«d4»⟧ ⟦960 °C⟧ — ⟦glaze cobalt 7⟧
zellige: ⟦order «l8»⟧ ⟦fountain surround⟧ — ⟦Fès workshop 3⟧
harbour pilotage: ⟦pilot job «d8»⟧ ⟦inbound berth 12⟧ — ⟦draught 11.8 m⟧
harbour pilotage: ⟦pilot licence «U2»«d5»⟧ ⟦class A⟧ — ⟦LOA up to 300 m⟧
harbour pilotage: ⟦boarding «l7»⟧ ⟦pilot ladder starboard⟧ — ⟦ETA 03:15⟧
customs brokerage: ⟦entry «d11»⟧ ⟦HS 0910.20⟧ — ⟦duty 5%⟧
customs brokerage: ⟦declaration «U4»«d8»⟧ ⟦status released⟧ — ⟦broker «d6»⟧
customs brokerage: ⟦bond «l10»⟧ ⟦continuous⟧ — ⟦renewal 2027-01-31⟧
epigraphy: ⟦inscription «U3»«d4»⟧ ⟦Ancient South Arabian, musnad⟧ — ⟦12 lines⟧
epigraphy: ⟦squeeze «d6»⟧ ⟦Safaitic graffito⟧ — ⟦wadi «l6»⟧
epigraphy: ⟦corpus entry «l9»⟧ ⟦Nabataean funerary⟧ — ⟦dated AD 106⟧
papyrology: ⟦papyrus P.«U2».«d5»⟧ ⟦Greek, 2nd c. AD⟧ — ⟦tax receipt⟧
papyrology: ⟦inventory «d7»⟧ ⟦Coptic letter⟧ — ⟦verso blank⟧
papyrology: ⟦fragment «l8»⟧ ⟦Oxyrhynchus⟧ — ⟦ink carbon-based⟧
sabkha geology: ⟦core «U2»«d3»⟧ ⟦gypsum 38%, halite 21%⟧ — ⟦depth 1.6 m⟧
sabkha geology: ⟦piezometer «d5»⟧ ⟦brine 212 g/L⟧ — ⟦read 2026-11-28⟧
sabkha geology: ⟦transect «l7»⟧ ⟦evaporite crust 4 cm⟧ — ⟦Abu Dhabi coastal sabkha⟧
qahwa roasting: ⟦roast «d6»⟧ ⟦light, 9 min⟧ — ⟦cardamom 8%⟧
qahwa roasting: ⟦bean lot «U3»«d4»⟧ ⟦Khawlani, Yemen⟧ — ⟦moisture 10.5%⟧
qahwa roasting: ⟦dallah set «l6»⟧ ⟦brass, 3 pots⟧ — ⟦served 14 guests⟧
"""

FLAGS = r"""
settings: ⟦ZONAR_PASSWORD_FILE=/run/secrets/zonar⟧ ⟦mode 0400⟧
settings: ⟦hyperwallet.password_source = vault:payouts/hw⟧ ⟦hyperwallet.program = prg-sandbox⟧
settings: ⟦BANXA_API_SECRET_REF=sm://banxa/secret⟧ ⟦BANXA_NONCE_UNITS=microseconds⟧
settings: ⟦tabapay.bearer_token_ttl_days = 365⟧ ⟦tabapay.rotate_before_days = 30⟧
settings: ⟦boxberry.token_env = BOXBERRY_TOKEN⟧ ⟦boxberry.cache_points_h = 24⟧
settings: ⟦traveltime.api_key_header = X-Api-Key⟧ ⟦traveltime.app_id_header = X-Application-Id⟧
settings: ⟦tianditu.tk_required = true⟧ ⟦tianditu.daily_quota = 10000⟧
settings: ⟦weatherlink.api_secret_header = X-Api-Secret⟧ ⟦weatherlink.poll_s = 300⟧
settings: ⟦TEMPEST_TOKEN_FILE=~/.tempest.env⟧ ⟦TEMPEST_UDP_PORT=50222⟧
settings: ⟦knmi.api_key = anonymous⟧ ⟦knmi.rate_limit = 50/min⟧
settings: ⟦ecmwf.key_expiry_warning_days = 30⟧ ⟦ecmwf.apirc_mode = 0600⟧
settings: ⟦grpc.auth_metadata_key = authorization⟧ ⟦grpc.deadline_s = 10⟧
settings: ⟦webhook.secret_rotation = 90d⟧ ⟦webhook.signature_header = X-Hub-Signature-256⟧
settings: ⟦oauth.client_secret_storage = kms⟧ ⟦oauth.pkce = S256⟧
settings: ⟦recovery_codes.count = 10⟧ ⟦recovery_codes.length = 11⟧
settings: ⟦pin.length = 6⟧ ⟦pin.max_attempts = 3⟧
"""

PARSE = r"""
parse: ⟦invalid athar count 'seven'⟧: ⟦expected an integer⟧
parse: ⟦grade 'Hojari+' is not a frankincense grade⟧ (⟦known: Hojari, Najdi, Shazri, Sha'abi⟧)
parse: ⟦acidity '0,4%' must use a dot⟧ in ⟦batch.csv row 3⟧
parse: ⟦'16-pointed' is not a pattern name⟧ (⟦did you mean 16-point khatam?⟧)
parse: ⟦draught '11.8m' is not in metres⟧
parse: ⟦HS code '0910.2' must have 6 digits⟧
parse: ⟦'AD 106?' is not a date⟧ (⟦use a year or a range⟧)
parse: ⟦papyrus siglum 'P Oxy 1' is malformed⟧ (⟦expected P.Oxy. 1⟧)
parse: ⟦timezone 'Asia/Muscat2' not found⟧ (⟦did you mean Asia/Muscat?⟧)
parse: ⟦language 'ar-ZZ' is not a known locale⟧
parse: ⟦station id 'KUTLOGAN' must end in digits⟧
parse: ⟦'2026-13-06' does not match format '%Y-%m-%d'⟧
parse: ⟦could not convert string to float: '31 L/s'⟧
parse: ⟦grpc status 'UNAUTHENTICATD' is not a StatusCode⟧
parse: ⟦layer 'vec_x' is not a Tianditu layer⟧ (⟦known: vec, img, ter, cva⟧)
"""
