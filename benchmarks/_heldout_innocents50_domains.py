"""Innocent set 50: ids from domains no earlier innocent set drew on, flags and settings
named like credentials, and parse errors quoting ordinary values.

``DOMAINS``: pencak silat, hawker centres, bubble tea shops, aikido, coconut plantations,
shrimp farming, angklung ensembles, kabuki and bunraku theatre, kecak, night markets
and satay stalls (each grepped for in every earlier
``_heldout_innocents*`` and ``heldout_innocents*`` file; none matched, while dragon boat
racing, sepak takraw, wayang, batik, karaoke, gamelan, kites, bonsai, muay thai, sumo,
baduk, calligraphy, origami, ikebana, rice, mahjong, kendo, sake, silk, taiko and others
did). ``FLAGS``: settings whose names say password, token, key or secret and whose values
are not. ``PARSE``: parse errors quoting ordinary values.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS", "PARSE"]

DOMAINS = r"""
pencak silat: ⟦bout «d6»⟧ ⟦tanding class D, 55–60 kg⟧ — ⟦score 12–9, round 3⟧
pencak silat: ⟦athlete «U3»«d5»⟧ ⟦perguruan Setia Hati⟧ — ⟦jurus tunggal 9.45⟧
pencak silat: ⟦referee «l6»⟧ ⟦warning 1 for pulling⟧ — ⟦gelanggang «d2»⟧
hawker centre: ⟦stall #01-«d2»⟧ ⟦chicken rice S$4.50⟧ — ⟦grade A, licence «U2»«d6»⟧
hawker centre: ⟦tray return «d4»⟧ ⟦bay 7 full⟧ — ⟦cleaner shift 14:00⟧
hawker centre: ⟦order «l8»⟧ ⟦char kway teow, less chilli⟧ — ⟦table 23⟧
bubble tea: ⟦order «d7»⟧ ⟦brown sugar milk, 50% sweet, less ice⟧ — ⟦pickup 19:12⟧
bubble tea: ⟦batch «U4»«d4»⟧ ⟦tapioca pearls cooked 18:30⟧ — ⟦discard after 4 h⟧
bubble tea: ⟦loyalty card «d10»⟧ ⟦8 of 10 stamps⟧ — ⟦next drink free⟧
aikido: ⟦grading «d5»⟧ ⟦2nd kyu passed⟧ — ⟦shihonage, iriminage⟧
aikido: ⟦dojo «U3»«d3»⟧ ⟦mats 60 m²⟧ — ⟦class Tue/Thu 19:00⟧
aikido: ⟦member «l7»⟧ ⟦hakama since 2025-04⟧ — ⟦dues paid to 2027-01⟧
coconut plantation: ⟦block «U2»«d3»⟧ ⟦Malayan Dwarf, 160 palms/ha⟧ — ⟦harvest every 45 days⟧
coconut plantation: ⟦copra lot «d8»⟧ ⟦moisture 6.2%⟧ — ⟦2.4 t to mill⟧
coconut plantation: ⟦climber «l6»⟧ ⟦312 nuts today⟧ — ⟦rows 14–19⟧
shrimp farming: ⟦pond «U1»«d2»⟧ ⟦L. vannamei, 120 PL/m²⟧ — ⟦DOC 64⟧
shrimp farming: ⟦feed tray «d4»⟧ ⟦0.8 kg at 06:00⟧ — ⟦FCR 1.3⟧
shrimp farming: ⟦harvest «l9»⟧ ⟦size 60/kg⟧ — ⟦4.1 t, pH 7.9⟧
angklung: ⟦set «U3»-«d4»⟧ ⟦31 tubes, diatonic in G⟧ — ⟦bamboo from Ciamis⟧
angklung: ⟦performance «d6»⟧ ⟦Bengawan Solo, 40 players⟧ — ⟦conductor Ibu Sari⟧
angklung: ⟦tube «l5»⟧ ⟦note F#5, cracked frame⟧ — ⟦repair queue 3⟧
kabuki: ⟦programme «d7»⟧ ⟦Kanadehon Chūshingura, act 7⟧ — ⟦matinee 11:00⟧
kabuki: ⟦seat «U1»-«d2»⟧ ⟦hanamichi side, 1st floor⟧ — ⟦¥18,000⟧
kabuki: ⟦costume «l8»⟧ ⟦hikinuki quick change⟧ — ⟦dresser team 4⟧
bunraku: ⟦puppet «l6»⟧ ⟦three operators, omozukai Kiritake⟧ — ⟦act 2 scene 1⟧
bunraku: ⟦tayū «d4»⟧ ⟦chanter for Sonezaki Shinjū⟧ — ⟦shamisen accompanist 2⟧
bunraku: ⟦head «U2»«d3»⟧ ⟦musume type, repainted 2026⟧ — ⟦storage shelf C⟧
kecak: ⟦troupe «l7»⟧ ⟦72 chanters⟧ — ⟦Uluwatu, 18:00 show⟧
kecak: ⟦ticket «d8»⟧ ⟦IDR 150,000⟧ — ⟦seat row F⟧
kecak: ⟦role «U3»«d2»⟧ ⟦Hanoman⟧ — ⟦fire scene at 18:50⟧
night market: ⟦stall «d3»⟧ ⟦oyster omelette NT$70⟧ — ⟦Raohe street, lane 4⟧
night market: ⟦vendor permit «U2»«d7»⟧ ⟦valid to 2027-06-30⟧ — ⟦gas cylinder checked⟧
night market: ⟦queue ticket «d4»⟧ ⟦pepper bun batch 12⟧ — ⟦ready 19:20⟧
satay: ⟦order «l8»⟧ ⟦30 sticks chicken, 20 beef⟧ — ⟦peanut sauce extra⟧
satay: ⟦grill «U1»«d2»⟧ ⟦charcoal refill 18:40⟧ — ⟦stall 14, Lau Pa Sat⟧
satay: ⟦supplier invoice «d6»⟧ ⟦12 kg lemongrass⟧ — ⟦due 2026-12-20⟧
"""

FLAGS = r"""
flags: ⟦HELPSHIFT_API_KEY_SET=true⟧ (⟦checked at boot⟧)
flags: ⟦JITBIT_PASSWORD_RESET_ENABLED=0⟧
flags: ⟦marketo.client_secret_rotation_days = 90⟧
flags: ⟦MOENGAGE_DATA_API_KEY_HEADER=Authorization⟧
flags: ⟦jpush.master_secret_source = "vault"⟧
flags: ⟦GCHAT_WEBHOOK_TOKEN_REQUIRED=yes⟧
flags: ⟦mailpace.token_env = "MAILPACE_API_TOKEN"⟧
flags: ⟦legalesign_api_key_length: 40⟧
flags: ⟦KOMMO_TOKEN_TTL_DAYS=365⟧
flags: ⟦lsq.secret_key_in_header = true⟧ (⟦query string disabled⟧)
flags: ⟦mitto.api_key_masked = "****"⟧
flags: ⟦password_min_length = 12⟧, ⟦password_history = 5⟧
flags: ⟦recovery_codes_count = 10⟧, ⟦recovery_code_length = 11⟧
flags: ⟦otp_digits = 6⟧, ⟦otp_period_seconds = 30⟧
flags: ⟦SECRET_SCANNING=on⟧ ⟦token_prefix_check=strict⟧
flags: ⟦GETUI_APP_SECRET_FROM=keystore⟧
flags: ⟦mifiel.app_secret_required = true⟧
flags: ⟦MAILWIZZ_PRIVATE_KEY_ENABLED=false⟧ (⟦v2 API uses the public key only⟧)
flags: ⟦highrise.token_scope = "read"⟧
flags: ⟦kudosity_api_secret_rotation=quarterly⟧
flags: ⟦session_key_header = "X-LIVEAGENT-SESSION-KEY"⟧
flags: ⟦max_password_attempts = 5⟧, ⟦lockout_minutes = 15⟧
flags: ⟦api_key_prefix = "mk_"⟧ (⟦prefix only, never the key⟧)
flags: ⟦token_audience = "helpdesk-bridge"⟧
flags: ⟦secret_store = "aws-ssm"⟧, ⟦secret_path = "/acme/sms/gatewayapi"⟧
"""

PARSE = r"""
parse: ⟦weight class '55-60kg' must use an en dash or 'to'⟧
parse: ⟦sweetness '120%' is above 100%⟧
parse: ⟦ice level 'extra-less' is not one of none, less, normal⟧
parse: ⟦kyu 'second' is not a number⟧ (⟦use 2⟧)
parse: ⟦palm density '160/ha' has no unit palms⟧
parse: ⟦DOC 'sixty-four' is not an integer⟧ in ⟦ponds.csv row 8⟧
parse: ⟦size '60 per kg' does not match '<n>/kg'⟧
parse: ⟦note 'F♯5' uses a sharp sign⟧ (⟦use F#5⟧)
parse: ⟦seat 'hanamichi-1' is not in row-number form⟧
parse: ⟦time '19h12' is not HH:MM⟧
parse: ⟦currency 'SGD4.50' has no space⟧
parse: ⟦moisture '6,2%' uses a comma⟧ (⟦use 6.2⟧)
parse: ⟦'2026-12-32' is not a valid date⟧
parse: ⟦channel 'whatsapp-biz' is not a valid Channel⟧ (⟦known: sms, email, whatsapp⟧)
parse: ⟦priority 'urgent!!' is not one of 1, 2, 3, 4⟧
parse: ⟦sticks 'thirty' is not a number⟧ (⟦use 30⟧)
parse: ⟦price 'NT$ 70' has a space after the sign⟧
parse: ⟦act 'II' must be an integer⟧
parse: ⟦row 'F-' is incomplete⟧ in ⟦seats.csv line 41⟧
parse: ⟦locale 'su_ID' has no translations⟧ (⟦falling back to id_ID⟧)
parse: ⟦language 'kadazan' is not an ISO 639-3 code⟧ (⟦did you mean dtp?⟧)
parse: ⟦msisdn '+45 20 12 34 56' contains spaces⟧
parse: ⟦sender 'ACME-SUPPORT-DK' is longer than 11 characters⟧
parse: ⟦template 'order_update' has 3 variables, 2 given⟧
parse: ⟦unknown field 'licence_seats'⟧ (⟦did you mean license_seats?⟧)
"""
