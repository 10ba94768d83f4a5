"""Innocent set 19: ids from domains earlier innocent sets did not draw on.

Viticulture and wineries, air traffic, escalators, solar farms and wind turbines, water
treatment, vertical farms and seed banks, compounding pharmacies, dental labs, optometry and
prosthetics, interlibrary loans and bookbinding, concerts, casinos and totes, ski lifts and ice
rinks, lighthouses, ferries and cranes, bike share and scooters, prisons, radiosondes and
seismology, speleology and mountain rescue, lifeguards and swimming pools, fire alarms and
ambulances, dry cleaning, locksmiths, florists, nail salons and barbers, escape rooms, circuses
and rodeos, planetariums, organ donation, IVF and cord blood banks, hospices and midwifery.
Each domain was grepped against innocent sets 3-18 (none matched). None holds a secret; each
marks what a model needs.

``FLAGS``: ids, hashes, counts, names and settings that sit next to credential words
(``token_count``, ``secret_scanning``, ``password_min_length``, ``key_id``, ``passkey``,
``auth_token_ttl``, ``api_key_prefix``, ``PIN attempts``) and hold no value.
"""

from __future__ import annotations

__all__ = ["DOMAINS", "FLAGS"]

DOMAINS = r"""
viticulture: vineyard block ⟦«U2»-«d3»⟧ ⟦Brix 21.4 below harvest target 23.0⟧; ⟦picking moved to 2026-09-18⟧
viticulture: vine row ⟦«d3»⟧ ⟦powdery mildew score 3 of 5⟧ — ⟦spray log «d6» missing re-entry time⟧
winery: tank ⟦T-«d2»⟧ ⟦free SO2 12 mg/L below 25 mg/L target⟧ (lot ⟦«U3»«d5»⟧)
winery: bottling run ⟦«d6»⟧ ⟦cork batch «U2»«d6» TCA test positive⟧ — ⟦run halted at 4,120 bottles⟧
air-traffic: flight plan ⟦«U3»«d4»⟧ ⟦route via «U5» not available (airway closed)⟧; ⟦refile required⟧
air-traffic: slot ⟦CTOT 14:35Z⟧ ⟦missed by 22 min⟧ — ⟦new slot requested (regulation «U5»«d2»)⟧
escalator: unit ⟦ESC-«d3»⟧ ⟦step chain elongation 2.1% above 1.5%⟧; ⟦out of service until 2026-12-09⟧
escalator: comb plate ⟦«d2»⟧ ⟦broken tooth detected by sensor «U2»«d4»⟧
solar-farm: inverter ⟦INV-«d2»⟧ ⟦DC insulation fault 0.4 MΩ below 1 MΩ⟧ (string ⟦«d3»⟧)
solar-farm: tracker row ⟦«d3»⟧ ⟦stuck at 12° (target 38°)⟧ — ⟦motor controller «U2»«d6»⟧
wind-turbine: WTG ⟦«U2»«d2»⟧ ⟦gearbox oil temp 84 °C above 80 °C⟧; ⟦derated to 1.5 MW⟧
wind-turbine: blade ⟦«d6»⟧ ⟦leading edge erosion category 3⟧ — ⟦repair window 2027-04⟧
water-treatment: clarifier ⟦C-«d1»⟧ ⟦turbidity 1.8 NTU above 1.0 NTU⟧; ⟦coagulant dose +15%⟧
water-treatment: chlorine residual ⟦0.12 mg/L⟧ ⟦below 0.2 mg/L at sample point «U2»-«d3»⟧
vertical-farm: rack ⟦«d2»-«d2»⟧ ⟦EC 2.9 mS/cm above 2.2⟧; ⟦pump «U1»«d2» flushing⟧
seed-bank: accession ⟦«U3» «d6»⟧ ⟦germination 61% below 85% regeneration threshold⟧
seed-bank: vault shelf ⟦«U1»-«d3»⟧ ⟦temperature -16 °C above -18 °C for 40 min⟧
compounding: prescription ⟦«d8»⟧ ⟦beyond-use date 45 days exceeds the 14-day limit for aqueous preparations⟧ — ⟦label reprint⟧
compounding: batch ⟦«U2»«d6»⟧ ⟦potency 88% outside 90–110%⟧; ⟦quarantine⟧
dental-lab: case ⟦«d7»⟧ ⟦shade A3 requested, scan shows B2⟧ — ⟦confirm with clinic «d5»⟧
dental-lab: crown ⟦«U3»-«d5»⟧ ⟦margin gap 120 µm above 80 µm⟧
optometry: patient ⟦«d8»⟧ ⟦IOP 26 mmHg right eye⟧; ⟦referral to glaucoma clinic⟧
optometry: lens order ⟦«U2»«d7»⟧ ⟦cylinder -6.25 outside lab range -4.00⟧
prosthetics: socket ⟦«d6»⟧ ⟦scan file «h12».stl corrupted⟧ — ⟦rescan at fitting 2026-12-10⟧
interlibrary-loan: request ⟦ILL «d7»⟧ ⟦lender «U4» declined: non-circulating⟧; ⟦try OCLC «d9»⟧
bookbinding: job ⟦«d5»⟧ ⟦spine width 31 mm, cover printed for 28 mm⟧
concert: show ⟦«d6»⟧ ⟦sound curfew 23:00 exceeded by 9 min⟧ — ⟦fine notice «U3»-«d4»⟧
concert: ticket ⟦«U4»-«U4»-«d4»⟧ ⟦already scanned at gate 3 (21:04)⟧
casino: table ⟦BJ-«d2»⟧ ⟦drop box «d6» count variance 340.00⟧; ⟦surveillance review⟧
casino: slot machine ⟦«U2»«d5»⟧ ⟦door open tilt⟧ — ⟦jackpot «d7» held⟧
tote: pool ⟦«d6»⟧ ⟦race 5 win pool closed 30 s late⟧; ⟦payouts suspended⟧
ski-lift: chair ⟦«U1»«d2»⟧ ⟦wind 72 km/h above 60 km/h limit⟧ — ⟦lift on hold⟧
ski-lift: pass ⟦«d12»⟧ ⟦not valid on sector «U1»⟧
ice-rink: resurfacer ⟦«d2»⟧ ⟦ice thickness 28 mm below 32 mm at zone 4⟧
lighthouse: station ⟦«U3»«d3»⟧ ⟦lamp changer fault⟧; ⟦standby light on since 02:14⟧
ferry: sailing ⟦«U2»«d4»⟧ ⟦vehicle deck 96% full⟧ — ⟦booking «U6» moved to 16:30⟧
ferry: vessel ⟦IMO «d7»⟧ ⟦ramp hydraulic pressure low⟧
crane: tower crane ⟦TC-«d2»⟧ ⟦load moment 104% — motion locked⟧ (site ⟦«U3»-«d4»⟧)
crane: port crane ⟦STS «d2»⟧ ⟦spreader twistlock 3 not confirmed⟧; ⟦container «U4»«d7» not released⟧
bike-share: dock ⟦«d4»⟧ ⟦bike «d6» not detected after return⟧ — ⟦ride «d9» still open⟧
scooter: vehicle ⟦«U2»«d6»⟧ ⟦parked in no-parking zone «d3»⟧; ⟦fee 5.00 EUR⟧
prison: inmate ⟦«d7»⟧ ⟦visit request «d6» denied: visitor not on approved list⟧
prison: cell block ⟦«U1»⟧ ⟦count mismatch 212 vs 213⟧ — ⟦recount ordered⟧
radiosonde: launch ⟦«d5»⟧ ⟦humidity sensor failure at 8.2 km⟧; ⟦sonde «U1»«d7»⟧
seismology: station ⟦«U2».«U4»⟧ ⟦gap 14 min in channel HHZ⟧ — ⟦event «d8» magnitude 3.1 unlocated⟧
speleology: survey ⟦«d4»⟧ ⟦loop closure 2.4% above 1%⟧ (cave ⟦«U3»-«d3»⟧)
mountain-rescue: callout ⟦«d6»⟧ ⟦helicopter unavailable (fog)⟧; ⟦team «U1»«d1» on foot⟧
lifeguard: pool ⟦«d1»⟧ ⟦rescue drill overdue 14 days⟧ — ⟦guard «d5» certificate expires 2026-12-31⟧
swimming-pool: pool ⟦«U1»⟧ ⟦pH 8.1 above 7.6⟧; ⟦closed for dosing⟧
fire-alarm: panel ⟦«U2»-«d3»⟧ ⟦zone 14 detector fault⟧ — ⟦device address «d3»⟧
fire-alarm: false alarm ⟦«d8»⟧ ⟦third in 30 days⟧; ⟦charge 450.00⟧
ambulance: incident ⟦«d10»⟧ ⟦category 2 response 47 min above 18 min target⟧ (unit ⟦«U2»«d2»⟧)
ambulance: vehicle ⟦«U2»«d2» «U3»⟧ ⟦defibrillator self-test failed⟧
dry-cleaning: ticket ⟦«d6»⟧ ⟦garment «d3» stain not removed⟧; ⟦customer notified⟧
locksmith: job ⟦«d6»⟧ ⟦key code «U2»«d3» not in blank catalogue⟧
florist: order ⟦«d8»⟧ ⟦delivery address outside zone 3⟧ — ⟦fee 12.00 added⟧
nail-salon: booking ⟦«d7»⟧ ⟦technician «U2» off sick⟧; ⟦rebook or refund⟧
barber: appointment ⟦«d7»⟧ ⟦no-show (2nd)⟧ — ⟦deposit 10.00 kept⟧
escape-room: session ⟦«d6»⟧ ⟦prop lock «d2» failed to open⟧; ⟦game time paused 6 min⟧
circus: rigging point ⟦RP-«d2»⟧ ⟦load test 2.1 kN below 2.5 kN⟧ — ⟦act «d2» cancelled⟧
rodeo: contestant ⟦«d6»⟧ ⟦entry fee unpaid⟧; ⟦draw position released⟧
planetarium: show ⟦«d5»⟧ ⟦projector «U1» lamp hours 1,980 of 2,000⟧
organ-donation: referral ⟦«U2»«d7»⟧ ⟦consent not recorded⟧ — ⟦family approach pending⟧
ivf: embryo ⟦«U3»-«d4»⟧ ⟦cryo straw «d6» location mismatch in dewar 3⟧
ivf: cycle ⟦«d7»⟧ ⟦estradiol 4,900 pg/mL — OHSS risk⟧; ⟦trigger withheld⟧
cord-blood: unit ⟦«d10»⟧ ⟦TNC count 6.1e8 below banking threshold 9e8⟧
hospice: patient ⟦«d8»⟧ ⟦medication chart «U2»-«d5» missing night dose signature⟧
winery: barrel ⟦«U1»«d4»⟧ ⟦topping overdue 21 days⟧ — ⟦volatile acidity 0.9 g/L⟧
air-traffic: NOTAM ⟦«U1»«d4»/26⟧ ⟦runway 09/27 closed 22:00–05:00⟧
ferry: crossing ⟦«d6»⟧ ⟦cancelled: wave height 4.2 m above 3.5 m⟧; ⟦«d3» passengers rebooked⟧
seismology: event ⟦«U2»«d8»⟧ ⟦depth fixed at 10 km⟧ — ⟦manual review by analyst «U3»⟧
casino: player card ⟦«d10»⟧ ⟦self-exclusion active until 2027-06-01⟧; ⟦entry refused⟧
hospice: bed ⟦«d2»⟧ ⟦syringe driver «U2»«d5» battery low⟧
midwifery: booking ⟦«d8»⟧ ⟦BMI 41 — consultant-led care required⟧; ⟦scan «d6» at 20+3⟧
"""

FLAGS = r"""
flags: ⟦token_count 128,041 exceeds context 128,000⟧ (⟦model «l8»-large⟧, ⟦prompt «uuid»⟧)
flags: ⟦secret_scanning: enabled⟧, ⟦push_protection: enabled⟧ for ⟦repo acme/shop (id «d9»)⟧
flags: ⟦password_min_length 14⟧ ⟦password_history 5⟧ — policy ⟦«U3»-«d3»⟧ saved
flags: ⟦key_id «h16»⟧ ⟦rotated 2026-11-30⟧; ⟦next rotation 2027-02-28⟧
flags: ⟦passkey registered⟧ for ⟦user «d7»⟧ (⟦authenticator AAGUID «uuid»⟧)
flags: ⟦auth_token_ttl 3600 s⟧ ⟦refresh_token_ttl 30 d⟧ (⟦client «l12»⟧)
flags: ⟦api_key_prefix "ak_live_"⟧ ⟦last4 «d4»⟧ — ⟦key created 2026-10-02 by ops@acme.io⟧
flags: ⟦PIN attempts 2 of 3⟧ ⟦card «d4» locks on next failure⟧
flags: ⟦secrets: 14 in vault path kv/shop, 3 expiring within 7 days⟧ (⟦mount «h8»⟧)
flags: ⟦tokenizer vocab 50,257⟧ ⟦special tokens 3⟧ — ⟦hash «h40»⟧
flags: ⟦credentials file ~/.aws/credentials has 2 profiles⟧ (⟦default, ci⟧) — ⟦no keys shown⟧
flags: ⟦GITHUB_TOKEN permissions: contents read, packages write⟧ (⟦run «d10»⟧)
flags: ⟦password reset link expired after 30 min⟧ for ⟦request «uuid»⟧
flags: ⟦SSH key SHA256:«b64_43»⟧ ⟦added to deploy keys (read-only)⟧
flags: ⟦keystore alias tomcat⟧ ⟦valid until 2027-06-01⟧ (⟦serial «H16»⟧)
flags: ⟦2FA backup codes remaining: 3 of 10⟧ (⟦user «d6»⟧)
flags: ⟦JWT kid «l16»⟧ ⟦not found in JWKS (4 keys published)⟧
flags: ⟦bearer token missing⟧ on ⟦GET /v1/health⟧ (⟦request id «h32»⟧)
flags: ⟦apikey header present but empty⟧ — ⟦check the variable name WEATHER_KEY⟧
flags: ⟦.env.example lists 12 variables⟧ ⟦.env lists 11⟧ — ⟦missing REDIS_URL⟧
flags: ⟦secret_version 7⟧ ⟦state DISABLED⟧ (⟦projects/«d12»/secrets/db-pass⟧)
flags: ⟦session «h32» expired⟧ after ⟦idle 15 min⟧
flags: ⟦OTP length 6, period 30 s⟧ — ⟦clock skew 47 s detected on device «U2»«d6»⟧
flags: ⟦password spray blocked: 412 attempts from 203.0.113.0/24⟧ (⟦rule «d5»⟧)
flags: ⟦token bucket refill 10/s⟧ ⟦burst 50⟧ — ⟦client «uuid» throttled⟧
flags: ⟦npm token type: automation⟧ ⟦created 2026-09-14⟧ (⟦id «uuid»⟧)
flags: ⟦key vault soft-delete retention 90 days⟧ (⟦vault acme-kv-«l5»⟧)
flags: ⟦secret «U2»-«d4» in Bitwarden collection "Ops"⟧ ⟦shared with 4 members⟧
"""
