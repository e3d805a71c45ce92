// Written by Scripts/derive_food_table.py from the USDA National Nutrient Database for Standard
// Reference, Release 26 (public domain). Do not edit: change the script's inputs and run it again.

extension FoodTable {
    /// One USDA food a line: NDB number, description, `liquid` or `solid`, per 100 g `kcal protein fat carbohydrate fiber sugars sodium saturated`,
    /// then its household measures (`;` between), each `unit,size,preparation@` and the WEIGHT.txt row it is read
    /// from (`Seq|Amount|Msre_Desc|Gm_Wgt`: one measure weighs Gm_Wgt / Amount grams); for a meat USDA weighs
    /// with its bone, last `bone N`: the percent of it bought on the bone that is bone (FOOD_DES's refuse; for
    /// a boneless row, its cut's bone-in row's: the script's BONE_OF).
    static let usdaRows = #"""
01001	Butter, salted	solid	717 0.85 81.11 0.06 0.0 0.06 643 51.368	tbsp,,@2|1|tbsp|14.2;cup,,@3|1|cup|227;stick,,@4|1|stick|113
01003	Butter oil, anhydrous	solid	876 0.28 99.48 0.00 0.0 0.00 2 61.924	tbsp,,@1|1|tbsp|12.8;cup,,@2|1|cup|205
01004	Cheese, blue	solid	353 21.40 28.74 2.34 0.0 0.50 1146 18.669	cup,,crumbled not packed@3|1|cup, crumbled, not packed|135
01006	Cheese, brie	solid	334 20.75 27.68 0.45 0.0 0.45 629 17.410	cup,,sliced@2|1|cup, sliced|144;cup,,melted@3|1|cup, melted|240
01007	Cheese, camembert	solid	300 19.80 24.26 0.46 0.0 0.46 842 15.259	cup,,@2|1|cup|246;,wedge,@4|1|wedge (1.33 oz)|38
01009	Cheese, cheddar	solid	403 24.90 33.14 1.28 0.0 0.52 621 21.092	cup,,diced@1|1|cup, diced|132;cup,,melted@2|1|cup, melted|244;cup,,shredded@3|1|cup, shredded|113;slice,,@6|1|slice (1 oz)|28
01011	Cheese, colby	solid	394 23.76 32.11 2.57 0.0 0.52 604 20.218	cup,,diced@1|1|cup, diced|132;cup,,shredded@2|1|cup, shredded|113;slice,,@5|1|slice (1 oz)|28
01012	Cheese, cottage, creamed, large or small curd	solid	98 11.12 4.30 3.38 0.0 2.67 364 1.718	cup,large,curd@2|1|cup, large curd (not packed)|210;cup,small,curd@3|1|cup, small curd (not packed)|225
01014	Cheese, cottage, nonfat, uncreamed, dry, large or small curd	solid	72 10.34 0.29 6.66 0.0 1.85 372 0.169	cup,,@1|1|cup (not packed)|145
01015	Cheese, cottage, lowfat, 2% milkfat	solid	86 11.83 2.45 3.66 0.0 3.67 330 0.979	cup,,@2|1|cup (not packed)|226
01017	Cheese, cream	solid	342 5.93 34.24 4.07 0.0 3.21 365 19.292	tbsp,,@1|1|tbsp|14.5;cup,,@2|1|cup|232;tbsp,,whipped@3|1|tbsp, whipped|10.0
01018	Cheese, edam	solid	357 24.99 27.80 1.43 0.0 1.43 812 17.572	
01019	Cheese, feta	solid	264 14.21 21.28 4.09 0.0 4.09 917 14.946	cup,,crumbled@1|1|cup, crumbled|150;,wedge,@4|1|wedge (1.33 oz)|38
01020	Cheese, fontina	solid	389 25.60 31.14 1.55 0.0 1.55 800 19.196	cup,,diced@1|1|cup, diced|132;cup,,shredded@2|1|cup, shredded|108;slice,,@5|1|slice (1 oz)|28
01022	Cheese, gouda	solid	356 24.94 27.44 2.22 0.0 2.22 819 17.614	
01023	Cheese, gruyere	solid	413 29.81 32.34 0.36 0.0 0.36 714 18.913	cup,,diced@1|1|cup, diced|132;cup,,shredded@2|1|cup, shredded|108;slice,,@5|1|slice (1 oz)|28
01025	Cheese, monterey	solid	373 24.48 30.28 0.68 0.0 0.50 600 19.066	cup,,diced@1|1|cup, diced|132;cup,,shredded@2|1|cup, shredded|113;slice,,@5|1|slice (1 oz)|28
01026	Cheese, mozzarella, whole milk	solid	300 22.17 22.35 2.19 0.0 1.03 627 13.152	cup,,shredded@1|1|cup, shredded|112;slice,,@3|6|slices|170
01027	Cheese, mozzarella, whole milk, low moisture	solid	318 21.60 24.64 2.47 0.0 1.01 710 15.561	
01029	Cheese, mozzarella, part skim milk, low moisture	solid	302 25.96 20.03 3.83 0.0 0.60 652 10.877	cup,,diced@1|1|cup, diced|132;cup,,shredded@2|1|cup, shredded|113;slice,,@5|1|slice (1 oz)|28
01031	Cheese, neufchatel	solid	253 9.15 22.78 3.59 0.0 3.19 334 12.790	
01032	Cheese, parmesan, grated	solid	431 38.46 28.61 4.06 0.0 0.90 1529 17.301	cup,,@1|1|cup|100;tbsp,,@2|1|tbsp|5.0
01035	Cheese, provolone	solid	351 25.58 26.62 2.14 0.0 0.56 876 17.078	cup,,diced@1|1|cup, diced|132;slice,,@4|1|slice (1 oz)|28
01036	Cheese, ricotta, whole milk	solid	174 11.26 12.98 3.04 0.0 0.27 84 8.295	cup,,@1|.5|cup|124;cup,,@2|1|cup|246
01037	Cheese, ricotta, part skim milk	solid	138 11.39 7.91 5.14 0.0 0.31 99 4.927	cup,,@1|.5|cup|124;cup,,@3|1|cup|246
01038	Cheese, romano	solid	387 31.80 26.94 3.63 0.0 0.73 1433 17.115	
01039	Cheese, roquefort	solid	369 21.54 30.64 2.00 0.0 0 1809 19.263	
01040	Cheese, swiss	solid	380 26.93 27.80 5.38 0.0 1.32 70 17.779	cup,,diced@1|1|cup, diced|132;cup,,melted@2|1|cup, melted|244;cup,,shredded@3|1|cup, shredded|108;slice,,@6|1|slice (1 oz)|28
01042	Cheese, pasteurized process, American, fortified with vitamin D	solid	366 18.13 30.71 4.78 0.0 2.26 1671 18.057	cup,,diced@1|1|cup, diced|140;cup,,melted@2|1|cup, melted|244;cup,,shredded@3|1|cup, shredded|113;slice,,@6|1|slice (3/4 oz)|21;slice,,@7|1|slice (1 oz)|28
01049	Cream, fluid, half and half	liquid	130 2.96 11.50 4.30 0.0 4.30 41 7.158	fl oz,,@1|1|fl oz|30.2;tbsp,,@2|1|tbsp|15.0;cup,,@3|1|cup|242
01050	Cream, fluid, light (coffee cream or table cream)	liquid	195 2.70 19.31 3.66 0.0 3.66 40 12.020	fl oz,,@1|1|fl oz|30.0;tbsp,,@2|1|tbsp|15.0;cup,,@3|1|cup|240
01053	Cream, fluid, heavy whipping	liquid	345 2.05 37.00 2.79 0.0 2.79 38 23.032	cup,,whipped@1|1|cup, whipped|120;cup,,@2|1|cup, fluid (yields 2 cups whipped)|238;tbsp,,@3|1|tbsp|15.0;fl oz,,@4|1|fl oz|29.8
01054	Cream, whipped, cream topping, pressurized	solid	257 3.20 22.22 12.49 0.0 8.00 8 13.831	cup,,@1|1|cup|60;tbsp,,@2|1|tbsp|3.0
01056	Cream, sour, cultured	solid	193 2.07 19.73 2.88 0.0 2.88 47 11.507	tbsp,,@1|1|tbsp|12.0;cup,,@2|1|cup|230
01073	Dessert topping, semi solid, frozen	solid	318 1.25 25.31 23.05 0.0 23.05 25 21.783	cup,,@1|1|cup|75;tbsp,,@2|1|tbsp|4.0
01077	Milk, whole, 3.25% milkfat, with added vitamin D	liquid	61 3.15 3.25 4.80 0.0 5.05 43 1.865	cup,,@1|1|cup|244;fl oz,,@2|1|fl oz|30.5;tbsp,,@3|1|tbsp|15
01079	Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D	liquid	50 3.30 1.98 4.80 0.0 5.06 47 1.257	cup,,@1|1|cup|244;fl oz,,@2|1|fl oz|30.5
01082	Milk, lowfat, fluid, 1% milkfat, with added vitamin A and vitamin D	liquid	42 3.37 0.97 4.99 0.0 5.20 44 0.633	cup,,@1|1|cup|244;fl oz,,@2|1|fl oz|30.5
01085	Milk, nonfat, fluid, with added vitamin A and vitamin D (fat free or skim)	liquid	34 3.37 0.08 4.96 0.0 5.09 42 0.056	cup,,@1|1|cup|245;fl oz,,@2|1|fl oz|30.6
01088	Milk, buttermilk, fluid, cultured, lowfat	liquid	40 3.31 0.88 4.79 0.0 4.79 190 0.548	cup,,@1|1|cup|245;fl oz,,@2|1|fl oz|30.6
01091	Milk, dry, nonfat, regular, without added vitamin A and vitamin D	solid	362 36.16 0.77 51.98 0.0 51.98 535 0.499	cup,,@1|1|cup|120;cup,,@2|.25|cup|30
01095	Milk, canned, condensed, sweetened	liquid	321 7.91 8.70 54.40 0.0 54.40 127 5.486	fl oz,,@1|1|fl oz|38.2;cup,,@2|1|cup|306
01096	Milk, canned, evaporated, with added vitamin D and without added vitamin A	liquid	134 6.81 7.56 10.04 0.0 10.04 106 4.591	fl oz,,@1|1|fl oz|31.5;cup,,@2|1|cup|252;can,,@3|1|can (13 oz)|369;cup,,@4|.5|cup|126
01109	Milk, sheep, fluid	solid	108 5.98 7.00 5.36 0.0 0 44 4.603	cup,,@1|1|cup|245
01116	Yogurt, plain, whole milk, 8 grams protein per 8 ounce	solid	61 3.47 3.25 4.66 0.0 4.66 46 2.096	cup,,@4|1|cup (8 fl oz)|245
01117	Yogurt, plain, low fat, 12 grams protein per 8 ounce	solid	63 5.25 1.55 7.04 0.0 7.04 70 1.000	cup,,@4|1|cup (8 fl oz)|245
01118	Yogurt, plain, skim milk, 13 grams protein per 8 ounce	solid	56 5.73 0.18 7.68 0.0 7.68 77 0.116	cup,,@3|1|cup (8 fl oz)|245
01123	Egg, whole, raw, fresh	solid	143 12.56 9.51 0.72 0.0 0.37 142 3.126	,large,@1|1|large|50;,extra large,@2|1|extra large|56;,jumbo,@3|1|jumbo|63;cup,,@5|1|cup (4.86 large eggs)|243;,medium,@6|1|medium|44;,small,@7|1|small|38
01124	Egg, white, raw, fresh	solid	52 10.90 0.17 0.73 0.0 0.71 166 0.000	,large,@1|1|large|33;cup,,@2|1|cup|243
01125	Egg, yolk, raw, fresh	solid	322 15.86 26.54 3.59 0.0 0.56 48 9.551	,large,@1|1|large|17;cup,,@2|1|cup|243
01138	Egg, duck, whole, fresh, raw	solid	185 12.81 13.77 1.45 0.0 0.93 146 3.681	,each,@1|1|egg|70
01140	Egg, quail, whole, fresh, raw	solid	158 13.05 11.09 0.41 0.0 0.40 141 3.557	,each,@1|1|egg|9.0
01145	Butter, without salt	solid	717 0.85 81.11 0.06 0.0 0.06 11 51.368	tbsp,,@2|1|tbsp|14.2;cup,,@3|1|cup|227;stick,,@4|1|stick|113
01159	Cheese, goat, soft type	solid	268 18.52 21.08 0.00 0.0 0.89 459 14.575	
01178	Sour cream, reduced fat	solid	181 7.00 14.10 7.00 0.0 0.30 70 8.700	tbsp,,@1|1|tablespoon|12.0;cup,,@2|1|cup|230
01179	Sour cream, light	solid	136 3.50 10.60 7.10 0.0 0.22 83 6.600	tbsp,,@1|1|tablespoon|12.0;cup,,@2|1|cup|230
01180	Sour cream, fat free	solid	74 3.10 0.00 15.60 0.0 0.39 141 0.000	tbsp,,@1|1|tablespoon|12.0;cup,,@2|1|cup|230
01186	Cheese, cream, fat free	solid	105 15.69 1.00 7.66 0.0 5.48 702 0.644	tbsp,,@1|1|tbsp|18
01191	KRAFT VELVEETA Pasteurized Process Cheese Spread	solid	303 16.30 22.00 9.80 0.0 8.10 1499 14.400	
01225	Dulce de Leche	solid	315 6.84 7.35 55.35 0.0 49.74 129 4.534	tbsp,,@1|1|tbsp|19
01227	Cheese, dry white, queso seco	solid	325 24.51 24.35 2.04 0 0.55 1808 13.718	cup,,grated@1|1|cup grated|97
01228	Cheese, fresh, queso fresco	solid	299 18.09 23.82 2.98 0.0 2.32 751 12.940	cup,,crumbled@1|1|cup crumbled|122
01251	Cheese, Mexican blend	solid	358 23.54 28.51 1.75 0.0 1.23 338 17.027	cup,,shredded@1|.25|cup shredded|28
01256	Yogurt, Greek, plain, nonfat	solid	59 10.19 0.39 3.60 0.0 3.24 36 0.117	cup,,@01116:4|1|cup (8 fl oz)|245
02001	Spices, allspice, ground	solid	263 6.09 8.69 72.12 21.6 0 77 2.550	tsp,,@1|1|tsp|1.9;tbsp,,@2|1|tbsp|6.0
02002	Spices, anise seed	solid	337 17.60 15.90 50.02 14.6 0 16 0.586	tsp,,whole@1|1|tsp, whole|2.1;tbsp,,whole@2|1|tbsp, whole|6.7
02004	Spices, bay leaf	solid	313 7.61 8.36 74.97 26.3 0 23 2.280	tsp,,crumbled@1|1|tsp, crumbled|0.6;tbsp,,crumbled@2|1|tbsp, crumbled|1.8
02005	Spices, caraway seed	solid	333 19.77 14.59 49.90 38.0 0.64 17 0.620	tsp,,@1|1|tsp|2.1;tbsp,,@2|1|tbsp|6.7
02006	Spices, cardamom	solid	311 10.76 6.70 68.47 28.0 0 18 0.680	tsp,,ground@1|1|tsp, ground|2.0;tbsp,,ground@2|1|tbsp, ground|5.8
02007	Spices, celery seed	solid	392 18.07 25.27 41.35 11.8 0.67 160 2.190	tsp,,@1|1|tsp|2.0;tbsp,,@2|1|tbsp|6.5
02009	Spices, chili powder	solid	282 13.46 14.28 49.70 34.8 7.19 4000 2.462	tsp,,@1|1|tsp|2.7;tbsp,,@2|1|tbsp|8.0
02010	Spices, cinnamon, ground	solid	247 3.99 1.24 80.59 53.1 2.17 10 0.345	tsp,,@1|1|tsp|2.6;tbsp,,@2|1|tbsp|7.8
02011	Spices, cloves, ground	solid	274 5.97 13.00 65.53 33.9 2.38 277 3.952	tsp,,@1|1|tsp|2.1;tbsp,,@2|1|tbsp|6.5
02013	Spices, coriander seed	solid	298 12.37 17.77 54.99 41.9 0 35 0.990	tsp,,@1|1|tsp|1.8;tbsp,,@2|1|tbsp|5.0
02014	Spices, cumin seed	solid	375 17.81 22.27 44.24 10.5 2.25 168 1.535	tsp,,whole@1|1|tsp, whole|2.1;tbsp,,whole@2|1|tbsp, whole|6.0
02015	Spices, curry powder	solid	325 14.29 14.01 55.83 53.2 2.76 52 1.648	tsp,,@1|1|tsp|2.0;tbsp,,@2|1|tbsp|6.3
02018	Spices, fennel seed	solid	345 15.80 14.87 52.29 39.8 0 88 0.480	tsp,,whole@1|1|tsp, whole|2.0;tbsp,,whole@2|1|tbsp, whole|5.8
02019	Spices, fenugreek seed	solid	323 23.00 6.41 58.35 24.6 0 67 1.460	tsp,,@1|1|tsp|3.7;tbsp,,@2|1|tbsp|11.1
02020	Spices, garlic powder	solid	331 16.55 0.73 72.73 9.0 2.43 60 0.249	tsp,,@1|1|tsp|3.1;tbsp,,@2|1|tbsp|9.7
02021	Spices, ginger, ground	solid	335 8.98 4.24 71.62 14.1 3.39 27 2.599	tsp,,@1|1|tsp|1.8;tbsp,,@2|1|tbsp|5.2
02022	Spices, mace, ground	solid	475 6.71 32.38 50.50 20.2 0 80 9.510	tsp,,@1|1|tsp|1.7;tbsp,,@2|1|tbsp|5.3
02023	Spices, marjoram, dried	solid	271 12.66 7.04 60.56 40.3 4.09 77 0.529	tsp,,@1|1|tsp|0.6;tbsp,,@2|1|tbsp|1.7
02024	Spices, mustard seed, ground	solid	508 26.08 36.24 28.09 12.2 6.79 13 1.989	tsp,,@1|1|tsp|2.0;tbsp,,@2|1|tbsp|6.3
02025	Spices, nutmeg, ground	solid	525 5.84 36.31 49.29 20.8 28.49 16 25.940	tsp,,@1|1|tsp|2.2;tbsp,,@2|1|tbsp|7.0
02026	Spices, onion powder	solid	341 10.41 1.04 79.12 15.2 6.63 73 0.219	tsp,,@1|1|tsp|2.4;tbsp,,@2|1|tbsp|6.9
02027	Spices, oregano, dried	solid	265 9.00 4.28 68.92 42.5 4.09 25 1.551	tsp,,leaves@1|1|tsp, leaves|1.0;tsp,,ground@2|1|tsp, ground|1.8
02028	Spices, paprika	solid	282 14.14 12.89 53.99 34.9 10.34 68 2.140	tsp,,@1|1|tsp|2.3;tbsp,,@2|1|tbsp|6.8
02029	Spices, parsley, dried	solid	292 26.63 5.48 50.64 26.7 7.27 452 1.378	tsp,,@1|1|tsp|0.5;tbsp,,@2|1|tbsp|1.6
02030	Spices, pepper, black	solid	251 10.39 3.26 63.95 25.3 0.64 20 1.392	tsp,,ground@1|1|tsp, ground|2.3;tbsp,,ground@2|1|tbsp, ground|6.9;tsp,,whole@3|1|tsp, whole|2.9
02031	Spices, pepper, red or cayenne	solid	318 12.01 17.27 56.63 27.2 10.34 30 3.260	tsp,,@1|1|tsp|1.8;tbsp,,@2|1|tbsp|5.3
02032	Spices, pepper, white	solid	296 10.40 2.12 68.61 26.2 0 5 0.626	tsp,,ground@1|1|tsp, ground|2.4;tbsp,,ground@2|1|tbsp, ground|7.1
02033	Spices, poppy seed	solid	525 17.99 41.56 28.13 19.5 2.99 26 4.517	tsp,,@1|1|tsp|2.8;tbsp,,@2|1|tbsp|8.8
02034	Spices, poultry seasoning	solid	307 9.59 7.53 65.59 11.3 3.08 27 3.290	tsp,,@1|1|tsp|1.5;tbsp,,@2|1|tbsp|4.4
02035	Spices, pumpkin pie spice	solid	342 5.76 12.60 69.28 14.8 7.76 52 6.530	tsp,,@1|1|tsp|1.7;tbsp,,@2|1|tbsp|5.6
02037	Spices, saffron	solid	310 11.43 5.85 65.37 3.9 0 148 1.586	tsp,,@1|1|tsp|0.7;tbsp,,@2|1|tbsp|2.1
02038	Spices, sage, ground	solid	315 10.63 12.75 60.73 40.3 1.71 11 7.030	tsp,,@1|1|tsp|0.7;tbsp,,@2|1|tbsp|2.0
02041	Spices, tarragon, dried	solid	295 22.77 7.24 50.22 7.4 0 62 1.881	tsp,,leaves@1|1|tsp, leaves|0.6;tbsp,,leaves@2|1|tbsp, leaves|1.8;tsp,,ground@3|1|tsp, ground|1.6;tbsp,,ground@4|1|tbsp, ground|4.8
02043	Spices, turmeric, ground	solid	312 9.68 3.25 67.14 22.7 3.21 27 1.838	tsp,,@1|1|tsp|3.0;tbsp,,@2|1|tbsp|9.4
02044	Basil, fresh	solid	23 3.15 0.64 2.65 1.6 0.30 4 0.041	leaf,,@1|5|leaves|2.5;tbsp,,chopped@2|2|tbsp, chopped|5.3;cup,,leaves whole@3|.25|cup leaves, whole|6.0
02045	Dill weed, fresh	solid	43 3.46 1.12 7.02 2.1 0 61 0.060	sprig,,@1|5|sprigs|1.0;cup,,sprigs@2|1|cup sprigs|8.9
02046	Mustard, prepared, yellow	solid	67 4.37 4.01 5.33 3.3 0.86 1135 0.248	tsp,,or 1 packet@1|1|tsp or 1 packet|5.0;cup,,@2|1|cup|249
02047	Salt, table	solid	0 0.00 0.00 0.00 0.0 0.00 38758 0.000	tsp,,@1|1|tsp|6.0;tbsp,,@2|1|tbsp|18;cup,,@3|1|cup|292
02048	Vinegar, cider	liquid	21 0.00 0.00 0.93 0.0 0.40 5 0.000	tbsp,,@1|1|tbsp|14.9;cup,,@2|1|cup|239;tsp,,@3|1|tsp|5.0
02049	Thyme, fresh	solid	101 5.56 1.68 24.45 14.0 0 9 0.467	tsp,,@1|1|tsp|0.8;tsp,,@2|.5|tsp|0.4
02050	Vanilla extract	liquid	288 0.06 0.06 12.65 0.0 12.65 9 0.010	tsp,,@1|1|tsp|4.2;tbsp,,@2|1|tbsp|13.0;cup,,@3|1|cup|208
02053	Vinegar, distilled	liquid	18 0.00 0.00 0.04 0.0 0.04 2 0.000	tbsp,,@1|1|tbsp|14.9;cup,,@2|1|cup|238;tsp,,@3|1|tsp|5.0
02054	Capers, canned	solid	23 2.36 0.86 4.89 3.2 0.41 2769 0.233	tbsp,,drained@1|1|tbsp, drained|8.6
02055	Horseradish, prepared	solid	48 1.18 0.69 11.29 3.3 7.99 420 0.090	tsp,,@1|1|tsp|5.0;tbsp,,@2|1|tbsp|15.0
02063	Rosemary, fresh	solid	131 3.31 5.86 20.70 14.1 0 26 2.838	tsp,,@1|1|tsp|0.7;tbsp,,@2|1|tbsp|1.7
02065	Spearmint, fresh	solid	44 3.29 0.73 8.41 6.8 0 30 0.191	leaf,,@1|2|leaves|0.3;tbsp,,@2|2|tbsp|11.4
02068	Vinegar, red wine	liquid	19 0.04 0.00 0.27 0.0 0.00 8 0.000	tbsp,,@1|1|tbsp|14.9;cup,,@2|1|cup|239;tsp,,@3|1|tsp|5.0
02069	Vinegar, balsamic	liquid	88 0.49 0.00 17.03 0 14.95 23 0.000	tbsp,,@1|1|tbsp|16;cup,,@2|1|cup|255;tsp,,@3|1|tsp|5.3
02075	Seasoning mix, dry, taco, original	solid	322 4.50 0.00 58.00 13.3 10.83 7203 0.000	tsp,,@1|2|tsp|5.7
04001	Fat, beef tallow	solid	902 0.00 100.00 0.00 0.0 0.00 0 49.800	tbsp,,@1|1|tbsp|12.8;cup,,@2|1|cup|205
04002	Lard	solid	902 0.00 100.00 0.00 0.0 0.00 0 39.200	tbsp,,@1|1|tbsp|12.8;cup,,@2|1|cup|205
04025	Salad dressing, mayonnaise, regular	solid	680 0.96 74.85 0.57 0.0 0.57 635 11.703	tbsp,,@1|1|tbsp|13.8;cup,,@2|1|cup|220;,packet,@3|1|packet|10.0
04042	Oil, peanut, salad or cooking	liquid	884 0.00 100.00 0.00 0.0 0.00 0 16.900	tbsp,,@1|1|tbsp|13.5;cup,,@2|1|cup|216;tsp,,@3|1|tsp|4.5
04044	Oil, soybean, salad or cooking	liquid	884 0.00 100.00 0.00 0.0 0.00 0 15.650	tbsp,,@1|1|tbsp|13.6;cup,,@2|1|cup|218;tsp,,@3|1|tsp|4.5
04047	Oil, coconut	liquid	862 0.00 100.00 0.00 0.0 0.00 0 86.500	tbsp,,@1|1|tbsp|13.6;cup,,@2|1|cup|218;tsp,,@3|1|tsp|4.5
04053	Oil, olive, salad or cooking	liquid	884 0.00 100.00 0.00 0.0 0.00 2 13.808	tbsp,,@1|1|tablespoon|13.5;cup,,@2|1|cup|216;tsp,,@3|1|tsp|4.5
04055	Oil, palm	liquid	884 0.00 100.00 0.00 0.0 0.00 0 49.300	tbsp,,@1|1|tbsp|13.6;cup,,@2|1|cup|216;tsp,,@3|1|tsp|4.5
04058	Oil, sesame, salad or cooking	liquid	884 0.00 100.00 0.00 0.0 0.00 0 14.200	tbsp,,@1|1|tablespoon|13.6;cup,,@2|1|cup|218;tsp,,@3|1|tsp|4.5
04114	Salad dressing, italian dressing, commercial, regular	solid	240 0.41 21.12 12.12 0.0 10.77 993 2.948	tbsp,,@1|1|tbsp|14.7;cup,,@2|1|cup|235
04135	Salad dressing, home recipe, vinegar and oil	solid	449 0.00 50.10 2.50 0.0 2.50 1 9.100	tbsp,,@1|1|tablespoon|16;cup,,@2|1|cup|250
04501	Oil, cocoa butter	liquid	884 0.00 100.00 0.00 0.0 0.00 0 59.700	tbsp,,@1|1|tablespoon|13.6;cup,,@2|1|cup|218;tsp,,@3|1|tsp|4.5
04506	Oil, sunflower, linoleic, (approx. 65%)	liquid	884 0.00 100.00 0.00 0.0 0.00 0 10.300	tbsp,,@1|1|tbsp|13.6;cup,,@2|1|cup|218;tsp,,@3|1|tsp|4.5
04518	Oil, corn, industrial and retail, all purpose salad or cooking	liquid	900 0.00 100.00 0.00 0.0 0.00 0 12.948	tbsp,,@1|1|tbsp|13.6;cup,,@2|1|cup|218;tsp,,@3|1|tsp|4.5
04528	Oil, walnut	liquid	884 0.00 100.00 0.00 0.0 0.00 0 9.100	tbsp,,@1|1|tbsp|13.6;cup,,@2|1|cup|218;tsp,,@3|1|tsp|4.5
04574	Fat, duck	solid	882 0.00 99.80 0.00 0.0 0.00 0 33.200	tbsp,,@1|1|tbsp|12.8;cup,,@2|1|cup|205
04581	Oil, avocado	liquid	884 0.00 100.00 0.00 0.0 0 0 11.560	tbsp,,@1|1|tbsp|14.0;cup,,@2|1|cup|218;tsp,,@3|1|tsp|4.5
04582	Oil, canola	liquid	884 0.00 100.00 0.00 0.0 0.00 0 7.365	tbsp,,@1|1|tbsp|14.0;cup,,@2|1|cup|218;tsp,,@3|1|tsp|4.5
04583	Oil, mustard	liquid	884 0.00 100.00 0.00 0.0 0 0 11.582	tbsp,,@1|1|tbsp|14.0;cup,,@2|1|cup|218;tsp,,@3|1|tsp|4.5
04610	Margarine, regular, 80% fat, composite, stick, with salt	solid	717 0.16 80.71 0.70 0.0 0.00 751 15.189	tbsp,,@1|1|tbsp|14.0;cup,,@2|1|cup|227;tsp,,@3|1|tsp|4.7;stick,,@5|1|stick|113
04615	Shortening, vegetable, household, composite	solid	884 0.00 99.97 0.00 0.0 0.00 4 24.980	tbsp,,@1|1|tbsp|12.8;cup,,@2|1|cup|205
04639	Salad dressing, ranch dressing, commercial, regular	solid	421 1.32 44.54 5.74 0.0 4.69 901 6.964	tbsp,,@1|1|tablespoon|15.0
04641	Salad dressing, mayonnaise, light	solid	238 0.37 22.22 9.23 0.0 3.56 827 3.446	tbsp,,@1|1|tablespoon|15.0
04708	Mayonnaise, reduced fat, with olive oil	solid	361 0.37 40.00 0.00 0.0 0.00 800 5.370	tbsp,,@1|1|tbsp|15.0;cup,,@2|1|cup|232
05006	Chicken, broilers or fryers, meat and skin, raw	solid	215 18.60 15.06 0.00 0.0 0.00 70 4.310	,each,@3|.5|chicken, bone removed|460	bone 32
05013	Chicken, broilers or fryers, meat only, roasted	solid	190 28.93 7.41 0.00 0.0 0.00 86 2.040	cup,,chopped or diced@1|1|cup, chopped or diced|140;tbsp,,@2|1|tbsp|8.7	bone 33
05027	Chicken, liver, all classes, raw	solid	119 16.92 4.83 0.73 0.0 0.00 71 1.563	,liver,@1|1|liver|44
05062	Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw	solid	120 22.50 2.62 0.00 0.0 0.00 45 0.563	,each,@2|1|piece|272	bone 20
05064	Chicken, broilers or fryers, breast, meat only, cooked, roasted	solid	165 31.02 3.57 0.00 0.0 0.00 74 1.010	cup,,chopped or diced@1|1|cup, chopped or diced|140;,each,@3|.5|breast, bone and skin removed|86	bone 19
05066	Chicken, broilers or fryers, drumstick, meat and skin, raw	solid	161 18.08 9.20 0.11 0.0 0.00 106 2.459	,each,@2|1|drumstick|130	bone 33
05075	Chicken, broilers or fryers, leg, meat and skin, raw	solid	214 16.37 15.95 0.17 0.0 0.00 84 4.366	,each,@2|1|leg, with skin (Sum of drumstick+thigh+back)|344	bone 27
05096	Chicken, broilers or fryers, dark meat, thigh, meat only, raw	solid	121 19.66 4.12 0.00 0.0 0.00 95 1.097	,each,@2|1|thigh|193	bone 15
05100	Chicken, broilers or fryers, wing, meat and skin, raw	solid	191 17.52 12.85 0.00 0.0 0.00 84 4.060	,each,@1|1|piece|107	bone 38
05139	Duck, domesticated, meat and skin, raw	solid	404 11.49 39.34 0.00 0.0 0.00 63 13.220	,duck,@3|.5|duck|634	bone 28
05141	Duck, domesticated, meat only, raw	solid	135 18.28 5.95 0.94 0.0 0.00 74 2.320	,duck,@2|.5|duck|303	bone 28
05148	Goose, domesticated, meat only, raw	solid	161 22.75 7.13 0.00 0.0 0 87 2.790	,goose,@3|.5|goose|766	bone 19
05158	Quail, meat only, raw	solid	134 21.76 4.53 0.00 0.0 0 51 1.320	,quail,@1|1|quail|92	bone 10
05167	Turkey, whole, meat only, raw	solid	112 22.64 1.93 0.00 0.0 0.07 118 0.459	,bird,@2|1|bird|5002	bone 29
05307	Chicken, cornish game hens, meat and skin, raw	solid	200 17.15 14.02 0.00 0.0 0.00 61 3.890	,bird,@2|.5|bird|168	bone 39
05332	Chicken, ground, raw	solid	143 17.44 8.10 0.04 0.0 0.00 60 2.301	
05665	Ground turkey, 93% lean, 7% fat, raw	solid	150 18.73 8.34 0.00 0.0 0.00 69 2.170	
05668	Ground turkey, 85% lean, 15% fat, raw	solid	180 16.90 12.54 0.00 0.0 0.00 54 3.414	,each,@1|1|patty (cooked from 4 oz raw)|85
06016	Soup, cream of chicken, canned, condensed	solid	90 2.38 5.77 7.16 0.0 0.54 702 1.697	cup,,@1|.5|cup (4 fl oz)|126;can,,@2|1|can (10.75 oz)|305
06043	Soup, cream of mushroom, canned, condensed	solid	79 1.35 5.30 6.80 0.7 0.40 691 0.964	cup,,@1|.5|cup|126
06075	Soup, beef broth or bouillon, powder, dry	solid	213 15.97 8.89 17.40 0.0 16.71 26000 4.320	,cube,@1|1|cube|3.6;,packet,@2|1|packet|6.0;tsp,,@06080:2|1|teaspoon|2.0
06080	Soup, chicken broth or bouillon, dry	solid	267 16.66 13.88 18.01 0.0 17.36 23875 3.430	,cube,@1|1|cube|4.0;tsp,,@2|1|teaspoon|2.0
06094	Soup, onion, dry, mix	solid	293 7.48 0.34 65.07 6.6 4.65 8031 0.089	tbsp,,@1|1|serving 1 tbsp|7.5;,packet,@2|1|packet|39
06112	Sauce, teriyaki, ready-to-serve	solid	89 5.93 0.02 15.56 0.1 14.10 3833 0.000	tbsp,,@1|1|tbsp|18;fl oz,,@2|1|fl oz|36.0;cup,,@3|1|cup|288
06150	Sauce, barbecue	solid	172 0.82 0.63 40.77 0.9 33.24 1027 0.045	tbsp,,@1|1|tbsp|17;cup,,@2|.5|cup|143;cup,,@3|1|cup|279
06152	Sauce, pizza, canned, ready-to-serve	solid	54 2.18 1.15 8.67 2.0 1.75 185 0.460	cup,,@1|.25|cup|63
06159	Soup, tomato, canned, condensed	solid	66 1.46 0.44 15.22 1.1 8.23 377 0.115	cup,,@1|1|cup|148;can,,@2|1|can|294
06164	Sauce, salsa, ready-to-serve	solid	29 1.54 0.17 6.72 1.8 3.94 705 0.030	tbsp,,@1|2|tbsp|36;cup,,@2|.5|cup|130;cup,,@3|1|cup|259
06168	Sauce, ready-to-serve, pepper or hot	solid	11 0.51 0.37 1.75 0.3 1.26 2643 0.052	tsp,,@1|1|tsp|4.7;tsp,,@2|.25|tsp|1.2
06170	Soup, stock, beef, home-prepared	liquid	13 1.97 0.09 1.20 0.0 0.54 198 0.035	cup,,@1|1|cup|240
06174	Soup, stock, fish, home-prepared	liquid	17 2.26 0.81 0.00 0.0 0.00 156 0.203	cup,,@1|1|cup|233
06175	Sauce, hoisin, ready-to-serve	solid	220 3.31 3.39 44.08 2.8 27.26 1615 0.568	tbsp,,@1|1|tbsp|16
06176	Sauce, oyster, ready-to-serve	liquid	51 1.35 0.25 10.92 0.3 0.00 2733 0.043	tbsp,,@1|1|tbsp|18
06179	Sauce, fish, ready-to-serve	liquid	35 5.06 0.01 3.64 0.0 3.64 7851 0.003	tbsp,,@1|1|tbsp|18
06183	Soup, chicken broth, canned, less/reduced sodium	liquid	7 1.36 0.00 0.38 0.0 0.22 231 0.000	cup,,@1|1|cup|240
06194	Soup, chicken broth, ready-to-serve	liquid	6 0.64 0.21 0.44 0.0 0.43 371 0.013	cup,,@1|1|cup|249
06583	Soup, ramen noodle, any flavor, dry	solid	440 10.17 17.59 60.26 2.9 1.98 1855 8.117	,packet,@2|1|packet|5.8
06599	PACE, Enchilada Sauce	solid	40 1.67 0.00 8.33 1.7 6.67 867 0.000	cup,,@1|.25|cup|60
06615	SWANSON BROTH, Vegetable Broth	liquid	5 0.00 0.00 1.28 0.0 0.85 400 0.000	cup,,@1|1|cup|235
06931	Sauce, pasta, spaghetti/marinara, ready-to-serve	solid	49 1.41 1.48 7.53 1.8 5.50 419 0.170	cup,,@1|1|serving 1/2 cup|132
06963	Fish broth	solid	16 2.00 0.60 0.40 0.0 0.09 318 0.133	cup,,@1|1|cup|244;fl oz,,@2|1|fl oz|30.5
06971	Sauce, worcestershire	liquid	78 0.00 0.00 19.46 0.0 10.03 980 0.000	tbsp,,@1|1|tbsp|17;cup,,@2|1|cup|275
06972	Sauce, tomato chili sauce, bottled, with salt	solid	104 2.50 0.30 19.79 5.9 10.54 1338 0.045	,packet,@1|1|packet|6.0;cup,,@2|1|cup|273
07013	Bratwurst, pork, cooked	solid	333 13.72 29.18 2.85 0.0 0.00 846 9.998	,each,@1|1|link cooked|85
07019	Chorizo, pork and beef	solid	455 24.10 38.27 1.86 0.0 0.00 1235 14.380	,each,@2|1|link (4" long)|60
07023	Frankfurter, beef and pork	solid	305 11.53 27.64 1.72 0.0 0.00 819 10.770	,frankfurter,@1|1|frankfurter|45
07029	Ham, sliced, regular (approximately 11% fat)	solid	163 16.60 8.60 3.83 1.3 0.00 1143 2.936	slice,,@2|1|slice|28
07036	Sausage, Italian, pork, raw	solid	346 14.25 31.33 0.65 0.0 0 731 11.270	,each,@1|1|link, 4/lb|113;,each,@2|1|link, 5/lb|91
07057	Pepperoni, pork, beef	solid	494 22.68 43.98 0.00 0.0 0.00 1761 14.860	slice,,round@1|1|slice round|2.0
07063	Pork sausage, link/patty, unprepared	solid	287 15.37 24.78 0.72 0.0 0.93 740 7.614	,each,@1|1|link|25
07072	Salami, dry or hard, pork, beef	solid	378 20.88 31.81 0.60 0.0 0.24 1737 11.490	slice,,@1|1|slice|9.8;slice,,1 serving@3|3|slices 1 serving|27
07074	Smoked link sausage, pork	solid	309 11.98 28.23 0.94 0.0 0.94 827 9.313	,each,@1|1|link (4" long x 1-1/8" dia)|68;,each,@2|1|link, little (2" long x 3/4" dia)|16
07970	Kielbasa, fully cooked, unheated	solid	311 11.20 27.56 4.53 0.0 2.05 1004 8.897	,each,@2|1|link|396
08013	Cereals ready-to-eat, GENERAL MILLS, CHEERIOS	solid	378 12.09 6.73 73.23 9.4 4.36 497 1.500	cup,,@1|1|cup (1 NLEA serving)|28
08020	Cereals ready-to-eat, KELLOGG, KELLOGG'S Corn Flakes	solid	357 7.50 0.40 84.10 3.3 9.50 729 0.116	cup,,@1|1|cup (1 NLEA serving)|28
08037	Cereals ready-to-eat, granola, homemade	solid	489 14.85 24.06 53.25 9.0 20.00 25 4.058	cup,,@1|1|cup|122
08065	Cereals ready-to-eat, KELLOGG, KELLOGG'S RICE KRISPIES	solid	381 6.75 2.05 85.05 0.4 9.87 527 0.458	cup,,@1|1.25|cup (1 NLEA serving)|33;cup,,@2|1|cup|29
08084	Cereals ready-to-eat, wheat germ, toasted, plain	solid	382 29.10 10.70 49.60 15.1 7.80 4 1.830	cup,,@2|1|cup|113
08090	Cereals, corn grits, white, regular and quick, enriched, dry	solid	370 7.65 1.75 79.09 4.6 0.57 1 0.340	tbsp,,@1|1|tbsp|9.7;cup,,@2|1|cup|156
08120	Cereals, oats, regular and quick, not fortified, dry	solid	379 13.15 6.52 67.70 10.1 0.99 6 1.110	cup,,@1|1|cup|81;cup,,@2|.333|cup|27
09003	Apples, raw, with skin	solid	52 0.26 0.17 13.81 2.4 10.39 1 0.028	cup,,quartered or chopped@1|1|cup, quartered or chopped|125;cup,,slices@2|1|cup slices|109;,large,@3|1|large (3-1/4" dia)|223;,medium,@4|1|medium (3" dia)|182;,small,@5|1|small (2-3/4" dia)|149;,extra small,@6|1|extra small (2-1/2" dia)|101
09016	Apple juice, canned or bottled, unsweetened, without added ascorbic acid	liquid	46 0.10 0.13 11.30 0.2 9.62 4 0.022	cup,,@1|1|cup|248;fl oz,,@2|1|fl oz|31.0;,drink box,@3|1|drink box (8.45 fl oz)|262
09019	Applesauce, canned, unsweetened, without added ascorbic acid (includes USDA commodity)	solid	42 0.17 0.10 11.27 1.1 9.39 2 0.008	cup,,@1|1|cup|244
09021	Apricots, raw	solid	48 1.40 0.39 11.12 2.0 9.24 1 0.027	cup,,halves@1|1|cup, halves|155;cup,,sliced@2|1|cup, sliced|165;,apricot,@3|1|apricot|35
09032	Apricots, dried, sulfured, uncooked	solid	241 3.39 0.51 62.64 7.3 53.44 10 0.017	cup,,halves@1|1|cup, halves|130;,half,@2|1|half|3.5
09037	Avocados, raw, all commercial varieties	solid	160 2.00 14.66 8.53 6.7 0.66 7 2.126	cup,,cubes@1|1|cup, cubes|150;cup,,pureed@2|1|cup, pureed|230;cup,,sliced@3|1|cup, sliced|146;,each,@4|1|avocado, NS as to Florida or California|201
09040	Bananas, raw	solid	89 1.09 0.33 22.84 2.6 12.23 1 0.112	cup,,mashed@1|1|cup, mashed|225;cup,,sliced@2|1|cup, sliced|150;,extra small,@3|1|extra small (less than 6" long)|81;,small,@4|1|small (6" to 6-7/8" long)|101;,medium,@5|1|medium (7" to 7-7/8" long)|118;,large,@6|1|large (8" to 8-7/8" long)|136;,extra large,@7|1|extra large (9" or longer)|152
09042	Blackberries, raw	solid	43 1.39 0.49 9.61 5.3 4.88 1 0.014	cup,,@1|1|cup|144
09050	Blueberries, raw	solid	57 0.74 0.33 14.49 2.4 9.96 1 0.028	cup,,@1|1|cup|148;,each,@2|50|berries|68
09060	Carambola, (starfruit), raw	solid	31 1.04 0.33 6.73 2.8 3.98 2 0.019	cup,,cubes@1|1|cup, cubes|132;cup,,sliced@2|1|cup, sliced|108;,large,@3|1|large (4-1/2" long)|124;,medium,@4|1|medium (3-5/8" long)|91;,small,@5|1|small (3-1/8" long)|70
09063	Cherries, sour, red, raw	solid	50 1.00 0.30 12.18 1.6 8.49 3 0.068	cup,,without pits@1|1|cup, without pits|155;cup,,with pits yields@2|1|cup, with pits, yields|103
09070	Cherries, sweet, raw	solid	63 1.06 0.20 16.01 2.1 12.82 0 0.038	cup,,with pits yields@1|1|cup, with pits, yields|138;cup,,without pits@2|1|cup, without pits|154;,cherry,@3|1|cherry|8.2
09078	Cranberries, raw	solid	46 0.39 0.13 12.20 4.6 4.04 2 0.011	cup,,chopped@1|1|cup, chopped|110;cup,,whole@2|1|cup, whole|100
09079	Cranberries, dried, sweetened	solid	308 0.07 1.37 82.36 5.7 65.00 3 0.103	cup,,@1|.33|cup|40
09083	Currants, european black, raw	solid	63 1.40 0.41 15.38 0 0 2 0.034	cup,,@1|1|cup|112
09084	Currants, red and white, raw	solid	56 1.40 0.20 13.80 4.3 7.37 1 0.017	cup,,@1|1|cup|112
09085	Currants, zante, dried	solid	283 4.08 0.27 74.08 6.8 67.28 8 0.028	cup,,@1|1|cup|144
09087	Dates, deglet noor	solid	282 2.45 0.39 75.03 8.0 63.35 2 0.032	cup,,chopped@1|1|cup, chopped|147;,each,@2|1|date, pitted|7.1
09088	Elderberries, raw	solid	73 0.66 0.50 18.40 7.0 0 6 0.023	cup,,@1|1|cup|145
09089	Figs, raw	solid	74 0.75 0.30 19.18 2.9 16.26 1 0.060	,large,@1|1|large (2-1/2" dia)|64;,medium,@2|1|medium (2-1/4" dia)|50;,small,@3|1|small (1-1/2" dia)|40
09094	Figs, dried, uncooked	solid	249 3.30 0.93 63.87 9.8 47.92 10 0.144	cup,,@1|1|cup|149;,each,@2|1|fig|8.4
09107	Gooseberries, raw	solid	44 0.88 0.58 10.18 4.3 0 1 0.038	cup,,@1|1|cup|150
09112	Grapefruit, raw, pink and red, all areas	solid	42 0.77 0.14 10.66 1.6 6.89 0 0.021	cup,,sections with juice@1|1|cup sections, with juice|230;,each,@2|.5|fruit (3-3/4" dia)|123
09132	Grapes, red or green (European type, such as Thompson seedless), raw	solid	69 0.72 0.16 18.10 0.9 15.48 2 0.054	cup,,@1|1|cup|151;,grapes,@2|10|grapes|49
09139	Guavas, common, raw	solid	68 2.55 0.95 14.32 5.4 8.92 2 0.272	cup,,@1|1|cup|165;,each,@2|1|fruit, without refuse|55
09144	Jackfruit, raw	solid	95 1.72 0.64 23.25 1.5 19.08 2 0.195	cup,,sliced@1|1|cup, sliced|165;cup,,1" pieces@2|1|cup 1" pieces|151
09148	Kiwifruit, green, raw	solid	61 1.14 0.52 14.66 3.0 8.99 3 0.029	cup,,sliced@1|1|cup, sliced|180;,each,@2|1|fruit (2" dia)|69
09149	Kumquats, raw	solid	71 1.88 0.86 15.90 6.5 9.36 10 0.103	,each,@1|1|fruit without refuse|19
09150	Lemons, raw, without peel	solid	29 1.10 0.30 9.32 2.8 2.50 2 0.039	cup,,sections@1|1|cup, sections|212;,each,@2|1|fruit (2-1/8" dia)|58;,each,@3|1|fruit (2-3/8" dia)|84
09152	Lemon juice, raw	liquid	22 0.35 0.24 6.90 0.3 2.52 1 0.040	cup,,@1|1|cup|244;fl oz,,@2|1|fl oz|30.5;,each,@3|1|lemon yields|48
09156	Lemon peel, raw	solid	47 1.50 0.30 16.00 10.6 4.17 6 0.039	tbsp,,@1|1|tbsp|6.0;tsp,,@2|1|tsp|2.0
09159	Limes, raw	solid	30 0.70 0.20 10.54 2.8 1.69 2 0.022	,each,@1|1|fruit (2" dia)|67
09160	Lime juice, raw	liquid	25 0.42 0.07 8.42 0.4 1.69 2 0.008	cup,,@1|1|cup|242;fl oz,,@2|1|fl oz|30.8;,each,@3|1|lime yields|44
09164	Litchis, raw	solid	66 0.83 0.44 16.53 1.3 15.23 1 0.099	cup,,@1|1|cup|190;,each,@2|1|fruit without refuse|9.6
09172	Longans, raw	solid	60 1.31 0.10 15.14 1.1 0 0 0	,each,@1|1|fruit without refuse|3.2
09174	Loquats, raw	solid	47 0.43 0.20 12.14 1.7 0 1 0.040	cup,,cubed@1|1|cup, cubed|149;,large,@2|1|large|20;,medium,@3|1|medium|16;,small,@4|1|small|13.6
09176	Mangos, raw	solid	60 0.82 0.38 14.98 1.6 13.66 1 0.092	cup,,pieces@1|1|cup pieces|165;,each,@2|1|fruit without refuse|336
09181	Melons, cantaloupe, raw	solid	34 0.84 0.19 8.16 0.9 7.86 16 0.051	cup,,balls@1|1|cup, balls|177;cup,,cubes@2|1|cup, cubes|160;cup,,diced@3|1|cup, diced|156;,cantaloupe balls,@10|10|cantaloupe balls|138
09184	Melons, honeydew, raw	solid	36 0.54 0.14 9.09 0.8 8.12 18 0.038	cup,,diced@1|1|cup, diced (approx 20 pieces per cup)|170;cup,,balls@2|1|cup, balls|177;,melon,@3|1|melon (5-1/4" dia)|1000;,melon,@4|1|melon (6" - 7" dia)|1280;,wedge,@5|1|wedge (1/8 of 5-1/4" dia melon)|125;,wedge,@6|1|wedge (1/8 of 6" to 7" dia melon)|160;,honeydew balls,@7|10|honeydew balls|138
09190	Mulberries, raw	solid	43 1.44 0.39 9.80 1.7 8.10 10 0.027	cup,,@1|1|cup|140;,each,@2|10|fruit|15.0
09191	Nectarines, raw	solid	44 1.06 0.32 10.55 1.7 7.89 0 0.025	cup,,slices@1|1|cup slices|143;,small,@2|1|small (2-1/3" dia)|129;,medium,@3|1|medium (2-1/2" dia)|142;,large,@4|1|large (2-3/4" dia)|156
09193	Olives, ripe, canned (small-extra large)	solid	115 0.84 10.68 6.26 3.2 0.00 735 1.415	tbsp,,@1|1|tbsp|8.4;,large,@2|1|large|4.4;,small,@3|1|small|3.2
09195	Olives, pickled, canned or bottled, green	solid	145 1.03 15.32 3.84 3.3 0.54 1556 2.029	,each,@1|1|olive|2.7;tbsp,,@09193:1|1|tbsp|8.4
09200	Oranges, raw, all commercial varieties	solid	47 0.94 0.12 11.75 2.4 9.35 0 0.015	cup,,sections@1|1|cup, sections|180;,large,@2|1|large (3-1/16" dia)|184;,small,@3|1|small (2-3/8" dia)|96;,each,@4|1|fruit (2-5/8" dia)|131
09206	Orange juice, raw	liquid	45 0.70 0.20 10.40 0.2 8.40 1 0.024	cup,,@1|1|cup|248;fl oz,,@2|1|fl oz|31.0;,each,@3|1|fruit yields|86
09214	Orange juice, frozen concentrate, unsweetened, undiluted	liquid	159 2.39 0.21 38.17 0.8 37.37 3 0.024	cup,,@1|1|cup|284;fl oz,,@2|1|fl oz|35.5;can,,@3|1|can (6 fl oz)|213
09216	Orange peel, raw	solid	97 1.50 0.20 25.00 10.6 0 3 0.024	tbsp,,@1|1|tbsp|6.0;tsp,,@2|1|tsp|2.0
09218	Tangerines, (mandarin oranges), raw	solid	53 0.81 0.31 13.34 1.8 10.58 2 0.039	cup,,sections@1|1|cup, sections|195;,small,@2|1|small (2-1/4" dia)|76;,medium,@3|1|medium (2-1/2" dia)|88;,large,@4|1|large (2-3/4" dia)|120
09226	Papayas, raw	solid	43 0.47 0.26 10.82 1.7 7.82 8 0.081	cup,,1" pieces@1|1|cup 1" pieces|145;cup,,mashed@2|1|cup, mashed|230;,small,@3|1|fruit, small|157;,large,@4|1|fruit, large|781
09236	Peaches, raw	solid	39 0.91 0.25 9.54 1.5 8.39 0 0.019	cup,,slices@1|1|cup slices|154;,small,@2|1|small (2-1/2" dia)|130;,medium,@3|1|medium (2-2/3" dia)|150;,large,@4|1|large (2-3/4" dia)|175;,extra large,@5|1|extra large (3" dia)|224
09252	Pears, raw	solid	57 0.36 0.14 15.23 3.1 9.75 1 0.022	cup,,slices@1|1|cup, slices|140;cup,,cubes@2|1|cup, cubes|161;,small,@3|1|small|148;,medium,@4|1|medium|178;,large,@5|1|large|230
09263	Persimmons, japanese, raw	solid	70 0.58 0.19 18.59 3.6 12.53 1 0.020	,each,@1|1|fruit (2-1/2" dia)|168
09266	Pineapple, raw, all varieties	solid	50 0.54 0.12 13.12 1.4 9.85 1 0.009	cup,,chunks@1|1|cup, chunks|165;,each,@2|1|fruit|905;slice,,@3|1|slice (4-2/3" dia x 3/4" thick)|166;slice,,@4|1|slice (3-1/2" dia x 3/4" thick)|84;slice,,thin@5|1|slice, thin (3-1/2" dia x 1/2" thick)|56
09268	Pineapple, canned, juice pack, solids and liquids	solid	60 0.42 0.08 15.70 0.8 14.45 1 0.006	cup,,crushed sliced or chunks@1|1|cup, crushed, sliced, or chunks|249;slice,,or ring with liquid@2|1|slice or ring (3" dia) with liquid|47
09273	Pineapple juice, canned, unsweetened, without added ascorbic acid	liquid	53 0.36 0.12 12.87 0.2 9.98 2 0.008	cup,,@1|1|cup|250;fl oz,,@2|1|fl oz|31.3
09277	Plantains, raw	solid	122 1.30 0.37 31.89 2.3 15.00 4 0.143	cup,,sliced@1|1|cup, sliced|148;,medium,@2|1|medium|179
09279	Plums, raw	solid	46 0.70 0.28 11.42 1.4 9.92 0 0.017	cup,,sliced@1|1|cup, sliced|165;,each,@2|1|fruit (2-1/8" dia)|66
09286	Pomegranates, raw	solid	83 1.67 1.17 18.70 4.0 13.67 3 0.120	cup,,arils@1|.5|cup arils (seed/juice sacs)|87;,pomegranate,@2|1|pomegranate (4" dia)|282
09291	Plums, dried (prunes), uncooked	solid	240 2.18 0.38 63.88 7.1 38.13 2 0.088	cup,,pitted@1|1|cup, pitted|174;,each,@2|1|prune, pitted|9.5
09295	Pummelo, raw	solid	38 0.76 0.04 9.62 1.0 0 1 0	cup,,sections@1|1|cup, sections|190;,each,@2|1|fruit without refuse|609
09296	Quinces, raw	solid	57 0.40 0.10 15.30 1.9 0 4 0.010	,each,@1|1|fruit without refuse|92
09297	Raisins, golden seedless	solid	302 3.39 0.46 79.52 4.0 59.19 12 0.151	cup,,packed@1|1|cup, packed|165;cup,,@2|1|cup (not packed)|145
09298	Raisins, seedless	solid	299 3.07 0.46 79.18 3.7 59.19 11 0.058	cup,,packed@1|1|cup, packed|165;cup,,@2|1|cup (not packed)|145;,miniature box,@3|1|miniature box (.5 oz)|14.0;,raisins,@5|50|raisins|26
09302	Raspberries, raw	solid	52 1.20 0.65 11.94 6.5 4.42 1 0.019	cup,,@1|1|cup|123;,raspberries,@3|10|raspberries|19
09307	Rhubarb, raw	solid	21 0.90 0.20 4.54 1.8 1.10 4 0.053	cup,,diced@1|1|cup, diced|122;stalk,,@2|1|stalk|51
09316	Strawberries, raw	solid	32 0.67 0.30 7.68 2.0 4.89 1 0.015	cup,,halves@1|1|cup, halves|152;cup,,pureed@2|1|cup, pureed|232;cup,,sliced@3|1|cup, sliced|166;cup,,whole@4|1|cup, whole|144;,extra large,@5|1|extra large (1-5/8" dia)|27;,large,@6|1|large (1-3/8" dia)|18;,medium,@7|1|medium (1-1/4" dia)|12.0;,small,@9|1|small (1" dia)|7.0
09320	Strawberries, frozen, sweetened, sliced	solid	96 0.53 0.13 25.92 1.9 24.01 3 0.007	cup,,thawed@1|1|cup, thawed|255
09322	Tamarinds, raw	solid	239 2.80 0.60 62.50 5.1 57.40 28 0.272	cup,,pulp@1|1|cup, pulp|120;,each,@2|1|fruit (3" x 1")|2.0
09326	Watermelon, raw	solid	30 0.61 0.15 7.55 0.4 6.20 1 0.016	cup,,balls@1|1|cup, balls|154;cup,,diced@2|1|cup, diced|152;,melon,@3|1|melon (15" long x 7-1/2" dia)|4518;,wedge,@4|1|wedge (approx 1/16 of melon)|286;,watermelon balls,@5|10|watermelon balls|122
09334	Feijoa, raw	solid	55 0.98 0.60 12.92 6.4 8.20 3 0.148	cup,,pureed@1|1|cup, pureed|243;cup,,1/2" chunks@3|1|cup 1/2" chunks|205
09421	Dates, medjool	solid	277 1.81 0.15 74.97 6.7 66.47 1 0	,each,@1|1|date, pitted|24
09433	Clementines, raw	solid	47 0.85 0.15 12.02 1.7 9.18 1 0	,each,@1|1|fruit|74
10005	Pork, fresh, belly, raw	solid	518 9.34 53.01 0.00 0.0 0.00 32 19.330	
10020	Pork, fresh, loin, whole, separable lean and fat, raw	solid	198 19.74 12.58 0.00 0.0 0.00 50 4.360	,each,@2|1|chop, excluding refuse (yield from 1 raw chop, with refuse, weighing 151 g)|117	bone 22
10060	Pork, fresh, loin, tenderloin, separable lean only, raw	solid	109 20.95 2.17 0.00 0.0 0.00 53 0.698	,roast,@3|1|roast|505
10062	Pork, fresh, loin, top loin (chops), boneless, separable lean and fat, raw	solid	155 21.55 6.94 0.00 0.0 0.00 48 2.450	,each,@2|1|chop|185
10070	Pork, fresh, shoulder, whole, separable lean and fat, raw	solid	236 17.18 17.99 0.00 0.0 0.00 65 6.240		bone 25
10080	Pork, fresh, shoulder, (Boston butt), blade (steaks), separable lean and fat, raw	solid	186 17.42 12.36 0.00 0.0 0.00 61 4.348		bone 9
10088	Pork, fresh, spareribs, separable lean and fat, raw	solid	277 15.47 23.40 0.00 0.0 0.00 81 7.529		bone 30
10105	Pork, fresh, variety meats and by-products, jowl, raw	solid	655 6.38 69.61 0.00 0.0 0.00 25 25.260	
10123	Pork, cured, bacon, unprepared	solid	417 12.62 39.69 1.28 0.0 1.00 662 13.296	slice,,raw@1|1|slice raw|28
10165	Pork, cured, salt pork, raw	solid	748 5.05 80.50 0.00 0.0 0.00 2684 29.380	
10187	Pork, fresh, composite of trimmed retail cuts (leg, loin, shoulder, and spareribs), separable lean and fat, raw	solid	216 18.95 14.95 0.00 0.0 0 55 5.280		bone 25
10192	Pork, fresh, backribs, separable lean and fat, raw	solid	224 19.07 16.33 0.00 0.0 0.00 87 5.783		bone 30
10204	Pork, fresh, loin, country-style ribs, separable lean and fat, raw	solid	189 19.34 11.82 0.00 0.0 0.00 63 2.370		bone 21
10219	Pork, fresh, ground, raw	solid	263 16.88 21.19 0.00 0.0 0 56 7.870	
10972	Pork, ground, 84% lean / 16% fat, raw	solid	218 17.99 16.00 0.44 0.0 0.00 68 5.362	
10973	Pork, ground, 96% lean / 4% fat, raw	solid	121 21.10 4.00 0.21 0.0 0.00 67 1.314	
11007	Artichokes, (globe or french), raw	solid	47 3.27 0.15 10.51 5.4 0.99 94 0.036	
11011	Asparagus, raw	solid	20 2.20 0.12 3.88 2.1 1.88 2 0.040	cup,,@1|1|cup|134;,small,@2|1|spear, small (5" long or less)|12.0;,medium,@3|1|spear, medium (5-1/4" to 7" long)|16;,large,@4|1|spear, large (7-1/4" to 8-1/2")|20;,each,@5|1|spear, extra large (8-3/4" to 10" long)|24;,spear tip,@6|1|spear tip (2" long or less)|3.5
11026	Bamboo shoots, raw	solid	27 2.60 0.30 5.20 2.2 3.00 4 0.069	cup,,@1|1|cup (1/2" slices)|151;cup,,@2|.5|cup (1/2" pieces)|76
11043	Mung beans, mature seeds, sprouted, raw	solid	30 3.04 0.18 5.94 1.8 4.13 6 0.046	cup,,@1|1|cup|104
11052	Beans, snap, green, raw	solid	31 1.83 0.22 6.97 2.7 3.26 6 0.050	cup,,1/2" pieces@1|1|cup 1/2" pieces|100;,beans,@2|10|beans (4" long)|55
11080	Beets, raw	solid	43 1.61 0.17 9.56 2.8 6.76 78 0.027	cup,,@1|1|cup|136;,beet,@2|1|beet (2" dia)|82
11086	Beet greens, raw	solid	22 2.20 0.13 4.33 3.7 0.50 226 0.020	cup,,@1|1|cup|38;leaf,,@2|1|leaf|32;cup,,@3|.5|cup (1" pieces)|19
11090	Broccoli, raw	solid	34 2.82 0.37 6.64 2.6 1.70 33 0.039	cup,,chopped@1|1|cup chopped|91;bunch,,@2|1|bunch|608;,each,@3|1|spear (about 5" long)|31;stalk,,@4|1|stalk|151;cup,,chopped or diced@5|.5|cup, chopped or diced|44
11098	Brussels sprouts, raw	solid	43 3.38 0.30 8.95 3.8 2.20 25 0.062	cup,,@1|1|cup|88;,sprout,@2|1|sprout|19
11109	Cabbage, raw	solid	25 1.28 0.10 5.80 2.5 3.20 18 0.034	cup,,chopped@1|1|cup, chopped|89;cup,,shredded@2|1|cup, shredded|70;head,large,@3|1|head, large (about 7" dia)|1248;leaf,large,@4|1|leaf, large|33;head,medium,@5|1|head, medium (about 5-3/4" dia)|908;leaf,medium,@6|1|leaf, medium|23;head,small,@7|1|head, small (about 4-1/2" dia)|714;leaf,,@8|1|leaf|15.0
11112	Cabbage, red, raw	solid	31 1.43 0.16 7.37 2.1 3.83 27 0.021	cup,,chopped@1|1|cup, chopped|89;cup,,shredded@2|1|cup, shredded|70;head,large,@3|1|head, large (about 5-1/2" dia)|1134;leaf,,@4|1|leaf|23;head,medium,@5|1|head, medium (about 5" dia)|839;head,small,@6|1|head, small (4" dia)|567
11114	Cabbage, savoy, raw	solid	27 2.00 0.10 6.10 3.1 2.27 28 0.013	cup,,shredded@1|1|cup, shredded|70
11116	Cabbage, chinese (pak-choi), raw	solid	13 1.50 0.20 2.18 1.0 1.18 65 0.027	cup,,shredded@1|1|cup, shredded|70;head,,@2|1|head|840;leaf,,@3|1|leaf|14.0
11119	Cabbage, chinese (pe-tsai), raw	solid	16 1.20 0.20 3.23 1.2 1.41 9 0.043	cup,,shredded@1|1|cup, shredded|76
11124	Carrots, raw	solid	41 0.93 0.24 9.58 2.8 4.74 69 0.037	cup,,chopped@1|1|cup chopped|128;cup,,grated@2|1|cup grated|110;cup,,strips or slices@3|1|cup strips or slices|122;,large,@4|1|large (7-1/4" to 8-/1/2" long)|72;,medium,@5|1|medium|61;,small,@6|1|small (5-1/2" long)|50;slice,,@7|1|slice|3.0;,strip large,@8|1|strip large (3" long)|7.0;,strip medium,@9|1|strip medium|4.0
11134	Cassava, raw	solid	160 1.36 0.28 38.06 1.8 1.70 14 0.074	cup,,@1|1|cup|206;,each,@2|1|root|408
11135	Cauliflower, raw	solid	25 1.92 0.28 4.97 2.0 1.91 30 0.064	cup,,chopped@1|1|cup chopped (1/2" pieces)|107;,floweret,@2|1|floweret|13.0;head,large,@3|1|head large (6-7" dia.)|840;head,medium,@4|1|head medium (5-6" dia.)|588;head,small,@5|1|head small (4" dia.)|265
11141	Celeriac, raw	solid	42 1.50 0.30 9.20 1.8 1.60 100 0.079	cup,,@1|1|cup|156
11143	Celery, raw	solid	16 0.69 0.17 2.97 1.6 1.83 80 0.042	cup,,chopped@1|1|cup chopped|101;tbsp,,@3|1|tbsp|7.5;stalk,large,@4|1|stalk, large (11"-12" long)|64;stalk,medium,@5|1|stalk, medium (7-1/2" - 8" long)|40;stalk,small,@6|1|stalk, small (5" long)|17;,strip,@7|1|strip (4" long)|4.0
11147	Chard, swiss, raw	solid	19 1.80 0.20 3.74 1.6 1.10 213 0.030	cup,,@1|1|cup|36;leaf,,@2|1|leaf|48
11156	Chives, raw	solid	30 3.27 0.73 4.35 2.5 1.85 3 0.146	tbsp,,chopped@1|1|tbsp chopped|3.0;tsp,,chopped@2|1|tsp chopped|1.0
11161	Collards, raw	solid	32 3.02 0.61 5.42 4.0 0.46 17 0.055	cup,,chopped@1|1|cup, chopped|36
11165	Coriander (cilantro) leaves, raw	solid	23 2.13 0.52 3.67 2.8 0.87 46 0.014	cup,,@1|.25|cup|4.0;sprig,,@2|9|sprigs|20
11167	Corn, sweet, yellow, raw	solid	86 3.27 1.35 18.70 2.0 6.26 15 0.325	cup,,@1|1|cup|145;,large,@2|1|ear, large (7-3/4" to 9" long) yields|143;,medium,@3|1|ear, medium (6-3/4" to 7-1/2" long) yields|102;,small,@4|1|ear, small (5-1/2" to 6-1/2" long)|73;cup,,drained rinsed@11177:1|1|cup drained, rinsed|150;can,,drained rinsed@11177:2|1|can drained, rinsed|266
11174	Corn, sweet, yellow, canned, cream style, regular pack	solid	72 1.74 0.42 18.13 1.2 3.23 261 0.065	cup,,@1|1|cup|256;can,,@2|1|can (303 x 406)|482
11205	Cucumber, with peel, raw	solid	15 0.65 0.11 3.63 0.5 1.67 2 0.037	cup,,slices@1|.5|cup slices|52;,each,@2|1|cucumber (8-1/4")|301
11207	Dandelion greens, raw	solid	45 2.70 0.70 9.20 3.5 0.71 76 0.170	cup,,chopped@1|1|cup, chopped|55
11209	Eggplant, raw	solid	25 0.98 0.18 5.88 3.0 3.53 2 0.034	cup,,cubes@1|1|cup, cubes|82;,each,@2|1|eggplant, peeled (yield from 1-1/4 lb)|458;,each,@3|1|eggplant, unpeeled (approx 1-1/4 lb)|548
11212	Edamame, frozen, prepared	solid	122 10.88 5.20 9.94 5.2 2.18 6 0.620	cup,,@1|1|cup|155
11213	Endive, raw	solid	17 1.25 0.20 3.35 3.1 0.25 22 0.048	cup,,chopped@1|.5|cup, chopped|25;head,,@2|1|head|513
11215	Garlic, raw	solid	149 6.36 0.50 33.06 2.1 1.00 17 0.089	cup,,@1|1|cup|136;tsp,,@2|1|tsp|2.8;clove,,@3|1|clove|3.0;clove,,@4|3|cloves|9.0
11216	Ginger root, raw	solid	80 1.82 0.75 17.77 2.0 1.70 13 0.203	tsp,,@1|1|tsp|2.0;cup,,slices@2|.25|cup slices (1" dia)|24;slice,,@3|5|slices (1" dia)|11.0
11226	Jerusalem-artichokes, raw	solid	73 2.00 0.01 17.44 1.6 9.60 4 0.000	cup,,slices@1|1|cup slices|150
11233	Kale, raw	solid	49 4.28 0.93 8.75 3.6 2.26 38 0.091	cup,,chopped@1|1|cup, chopped|67
11238	Mushrooms, shiitake, raw	solid	34 2.24 0.49 6.79 2.5 2.38 9 0	,piece whole,@1|1|piece whole|19
11239	Mushrooms, Chanterelle, raw	solid	38 1.49 0.53 6.86 3.8 1.16 9 0	cup,,@1|1|cup|54;,each,@2|1|piece|5.4
11241	Kohlrabi, raw	solid	27 1.70 0.10 6.20 3.6 2.60 20 0.013	cup,,@1|1|cup|135;slice,,@2|1|slice|16
11246	Leeks, (bulb and lower leaf-portion), raw	solid	61 1.50 0.30 14.15 1.8 3.90 20 0.040	cup,,@1|1|cup|89;,each,@2|1|leek|89;slice,,@3|1|slice|6.0
11251	Lettuce, cos or romaine, raw	solid	17 1.23 0.30 3.29 2.1 1.19 8 0.039	cup,,shredded@1|1|cup shredded|47;leaf,,inner@2|1|leaf inner|6.0;leaf,,outer@3|1|leaf outer|28;head,,@4|1|head|626
11252	Lettuce, iceberg (includes crisphead types), raw	solid	14 0.90 0.14 2.97 1.2 1.97 10 0.018	cup,,shredded@1|1|cup shredded|72;cup,,chopped@2|1|cup, chopped (1/2" pieces, loosely packed)|57;head,large,@3|1|head, large|755;head,medium,@4|1|head, medium (6" dia)|539;head,small,@5|1|head, small|324;leaf,large,@6|1|leaf, large|15.0;leaf,medium,@7|1|leaf, medium|8.0;leaf,small,@8|1|leaf, small|5.0
11253	Lettuce, green leaf, raw	solid	15 1.36 0.15 2.87 1.3 0.78 28 0.020	cup,,shredded@1|1|cup shredded|36;head,,@2|1|head|360;leaf,,inner@3|1|leaf inner|4.8;leaf,,outer@4|1|leaf outer|24
11254	Lotus root, raw	solid	74 2.60 0.10 17.23 4.9 0 40 0.030	slice,,@1|10|slices (2-1/2" dia)|81;,each,@2|1|root (9-1/2" long)|115
11260	Mushrooms, white, raw	solid	22 3.09 0.34 3.26 1.0 1.98 5 0.050	cup,,pieces or slices@1|1|cup, pieces or slices|70;cup,,whole@2|1|cup, whole|96;,large,@3|1|large|23;,medium,@4|1|medium|18;slice,,@5|1|slice|6.0;,small,@6|1|small|10.0;cup,,pieces@7|.5|cup pieces|35
11265	Mushrooms, portabella, raw	solid	22 2.11 0.35 3.87 1.3 2.50 9 0.060	cup,,diced@1|1|cup diced|86;,piece whole,@2|1|piece whole|84
11266	Mushrooms, brown, italian, or crimini, raw	solid	22 2.50 0.10 4.30 0.6 1.72 6 0.014	cup,,whole@1|1|cup whole|87;cup,,sliced@2|1|cup sliced|72;,piece whole,@3|1|piece whole|20
11268	Mushrooms, shiitake, dried	solid	296 9.58 0.99 75.37 11.5 2.21 13 0.225	,each,@1|1|mushroom|3.6;,each,@2|4|mushrooms|15.0
11270	Mustard greens, raw	solid	27 2.86 0.42 4.67 3.2 1.32 20 0.010	cup,,chopped@1|1|cup, chopped|56
11278	Okra, raw	solid	33 1.93 0.19 7.45 3.2 1.48 7 0.026	cup,,@1|1|cup|100;,each,@2|8|pods (3" long)|95
11282	Onions, raw	solid	40 1.10 0.10 9.34 1.7 4.24 4 0.042	cup,,chopped@1|1|cup, chopped|160;cup,,sliced@2|1|cup, sliced|115;tbsp,,chopped@3|1|tbsp chopped|10.0;,large,@4|1|large|150;slice,large,@5|1|slice, large (1/4" thick)|38;,medium,@6|1|medium (2-1/2" dia)|110;slice,medium,@7|1|slice, medium (1/8" thick)|14.0;,small,@8|1|small|70;slice,,thin@9|1|slice, thin|9.0;,rings,@10|10|rings|60
11284	Onions, dehydrated flakes	solid	349 8.95 0.46 83.28 9.2 37.41 21 0.078	tbsp,,@1|1|tbsp|5.0;cup,,@2|.25|cup|14.0
11291	Onions, spring or scallions (includes tops and bulb), raw	solid	32 1.83 0.19 7.34 2.6 2.33 16 0.032	cup,,chopped@1|1|cup, chopped|100;tbsp,,chopped@2|1|tbsp chopped|6.0;,large,@3|1|large|25;,medium,@4|1|medium (4-1/8" long)|15.0;,small,@5|1|small (3" long)|5.0
11293	Onions, welsh, raw	solid	34 1.90 0.40 6.50 2.4 2.18 17 0.067	
11294	Onions, sweet, raw	solid	32 0.80 0.08 7.55 0.9 5.02 8 0	,each,@2|1|onion|331
11297	Parsley, fresh	solid	36 2.97 0.79 6.33 3.3 0.85 56 0.132	cup,,chopped@1|1|cup chopped|60;tbsp,,@2|1|tbsp|3.8;sprig,,@3|10|sprigs|10.0
11298	Parsnips, raw	solid	75 1.20 0.30 17.99 4.9 4.80 10 0.050	cup,,slices@1|1|cup slices|133
11300	Peas, edible-podded, raw	solid	42 2.80 0.20 7.55 2.6 4.00 4 0.039	cup,,chopped@1|1|cup, chopped|98;cup,,whole@2|1|cup, whole|63;,pea pods,@3|10|pea pods|34
11304	Peas, green, raw	solid	81 5.42 0.40 14.45 5.1 5.67 5 0.071	cup,,@1|1|cup|145
11322	Peas and carrots, frozen, unprepared	solid	53 3.40 0.47 11.15 3.4 0 79 0.084	cup,,@1|.5|cup|70
11333	Peppers, sweet, green, raw	solid	20 0.86 0.17 4.64 1.7 2.40 3 0.058	cup,,chopped@1|1|cup, chopped|149;cup,,sliced@2|1|cup, sliced|92;tbsp,,@3|1|tbsp|9.3;,large,@4|1|large (2-1/4 per lb, approx 3-3/4" long, 3" dia)|164;,medium,@5|1|medium (approx 2-3/4" long, 2-1/2" dia)|119;,ring,@6|1|ring (3" dia, 1/4" thick)|10.0;,small,@7|1|small|74;,strips,@8|10|strips|27
11352	Potato, flesh and skin, raw	solid	77 2.02 0.09 17.47 2.2 0.78 6 0.026	cup,,diced@1|.5|cup, diced|75;,large,@2|1|Potato large (3" to 4-1/4" dia)|369;,medium,@3|1|Potato medium (2-1/4" to 3-1/4" dia)|213;,small,@4|1|Potato small (1-3/4" to 2-1/2" dia)|170
11353	Potatoes, russet, flesh and skin, raw	solid	79 2.14 0.08 18.07 1.3 0.62 5 0.026	cup,,diced@1|.5|cup, diced|75;,large,@2|1|potato large (3" to 4-1/4" dia)|369;,medium,@3|1|Potato medium (2-1/4" to 3-1/4" dia)|213;,small,@4|1|Potato small (1-3/4" to 2-1/4" dia)|170
11390	Potatoes, hash brown, frozen, plain, unprepared	solid	82 2.06 0.62 17.72 1.4 0 22 0.163	cup,,@1|.5|cup|105
11402	Potatoes, french fried, all types, salt added in processing, frozen, unprepared	solid	147 2.24 4.66 24.81 1.9 0.20 332 1.005	,strip,@1|10|strip|89
11422	Pumpkin, raw	solid	26 1.00 0.10 6.50 0.5 2.76 1 0.052	cup,,@1|1|cup (1" cubes)|116
11424	Pumpkin, canned, without salt	solid	34 1.10 0.28 8.09 2.9 3.30 5 0.146	cup,,@1|1|cup|245
11427	Purslane, raw	solid	20 2.03 0.36 3.39 0 0 45 0	cup,,@1|1|cup|43;,plant,@2|1|plant|3.0
11429	Radishes, raw	solid	16 0.68 0.10 3.40 1.6 1.86 39 0.032	cup,,slices@1|1|cup slices|116;,large,@2|1|large (1" to 1-1/4" dia)|9.0;,medium,@3|1|medium (3/4" to 1" dia)|4.5;slice,,@4|1|slice|1.0;,small,@5|1|small|2.0;cup,,slices@6|.5|cup slices|58
11430	Radishes, oriental, raw	solid	18 0.60 0.10 4.10 1.6 2.50 21 0.030	cup,,slices@1|1|cup slices|116;,each,@2|1|radish (7" long)|338
11435	Rutabagas, raw	solid	37 1.08 0.16 8.62 2.3 4.46 12 0.027	cup,,cubes@1|1|cup, cubes|140;,large,@2|1|large|772;,medium,@3|1|medium|386;,small,@4|1|small|192
11439	Sauerkraut, canned, solids and liquids	solid	19 0.91 0.14 4.28 2.9 1.78 661 0.034	cup,,@1|1|cup|142;cup,,undrained@2|1|cup, undrained|236
11446	Seaweed, laver, raw	solid	35 5.81 0.28 5.11 0.3 0.49 48 0.061	sheet,,@1|10|sheets|26;tbsp,,@2|2|tbsp (1/8 cup)|10.0
11457	Spinach, raw	solid	23 2.86 0.39 3.63 2.2 0.42 79 0.063	cup,,@1|1|cup|30;bunch,,@2|1|bunch|340;leaf,,@3|1|leaf|10.0
11463	Spinach, frozen, chopped or leaf, unprepared	solid	29 3.63 0.57 4.21 2.9 0.65 74 0.041	cup,,@1|1|cup|156
11467	Squash, summer, crookneck and straightneck, raw	solid	19 1.01 0.27 3.88 1.0 3.53 2 0.093	cup,,sliced@1|1|cup sliced|127
11477	Squash, summer, zucchini, includes skin, raw	solid	17 1.21 0.32 3.11 1.0 2.50 8 0.084	cup,,chopped@1|1|cup, chopped|124;cup,,sliced@2|1|cup, sliced|113;,large,@3|1|large|323;,medium,@4|1|medium|196;slice,,@5|1|slice|9.9;,small,@6|1|small|118
11482	Squash, winter, acorn, raw	solid	40 0.80 0.10 10.42 1.5 0 3 0.021	cup,,cubes@1|1|cup, cubes|140;,each,@2|1|squash (4 inch dia)|431
11485	Squash, winter, butternut, raw	solid	45 1.00 0.10 11.69 2.0 2.20 4 0.021	cup,,cubes@1|1|cup, cubes|140
11492	Squash, winter, spaghetti, raw	solid	31 0.64 0.57 6.91 1.5 2.76 17 0.117	cup,,cubes@1|1|cup, cubes|101
11507	Sweet potato, raw, unprepared	solid	86 1.57 0.05 20.12 3.0 4.18 55 0.018	cup,,cubes@1|1|cup, cubes|133;,sweetpotato,@2|1|sweetpotato, 5" long|130
11518	Taro, raw	solid	112 1.50 0.20 26.46 4.1 0.40 11 0.041	cup,,sliced@1|1|cup, sliced|104
11527	Tomatoes, green, raw	solid	23 1.20 0.20 5.10 1.1 4.00 13 0.028	cup,,@1|1|cup|180;,large,@2|1|large|182;,medium,@3|1|medium|123;slice,,or wedge@4|1|slice or wedge|20;,small,@5|1|small|91
11529	Tomatoes, red, ripe, raw, year round average	solid	18 0.88 0.20 3.89 1.2 2.63 5 0.028	cup,,cherry tomatoes@1|1|cup cherry tomatoes|149;cup,,chopped or sliced@2|1|cup, chopped or sliced|180;,italian tomato,@3|1|Italian tomato|62;,cherry,@4|1|cherry|17;,large,@5|1|large whole (3" dia)|182;,medium,@6|1|medium whole (2-3/5" dia)|123;slice,medium,@7|1|slice, medium (1/4" thick)|20;,plum tomato,@8|1|plum tomato|62;,small,@9|1|small whole (2-2/5" dia)|91;slice,,thick/large@10|1|slice, thick/large (1/2" thick)|27;,wedge,@11|1|wedge (1/4 of medium tomato)|31;slice,,thin/small@12|1|slice, thin/small|15.0
11540	Tomato juice, canned, with salt added	liquid	17 0.76 0.05 4.24 0.4 3.56 269 0.008	cup,,@1|1|cup|243;fl oz,,@2|6|fl oz|182
11546	Tomato products, canned, paste, without salt added	solid	82 4.32 0.47 18.91 4.1 12.18 59 0.100	cup,,@1|.25|cup|66;cup,,@2|1|cup|262;tbsp,,@3|1|tbsp|16;can,,@4|1|can (6 oz)|170
11547	Tomato products, canned, puree, without salt added	solid	38 1.65 0.21 8.98 1.9 4.83 28 0.029	cup,,@1|1|cup|250;can,,@2|1|can (29 oz) (401 x 411)|822
11549	Tomato products, canned, sauce	solid	24 1.32 0.18 5.38 1.5 4.25 524 0.025	cup,,@1|1|cup|245
11564	Turnips, raw	solid	28 0.90 0.10 6.43 1.8 3.80 67 0.011	cup,,cubes@1|1|cup, cubes|130;,large,@2|1|large|183;,medium,@3|1|medium|122;slice,,@4|1|slice|15.0;,small,@5|1|small|61;cup,,cubes@6|.5|cup, cubes|65
11568	Turnip greens, raw	solid	32 1.50 0.30 7.13 3.2 0.81 40 0.070	cup,,chopped@1|1|cup, chopped|55
11583	Vegetables, mixed, frozen, unprepared	solid	72 3.33 0.52 13.47 4.0 0 47 0.098	,pack,@3|1|pack (2-1/2 lb)|1134
11590	Waterchestnuts, chinese, canned, solids and liquids	solid	50 0.88 0.06 12.30 2.5 2.46 8 0.016	cup,,slices@1|.5|cup slices|70;,waterchestnuts,@2|4|waterchestnuts|28
11591	Watercress, raw	solid	11 2.30 0.10 1.29 0.5 0.20 41 0.027	cup,,chopped@1|1|cup, chopped|34;sprig,,@2|1|sprig|2.5;sprig,,@3|10|sprigs|25
11601	Yam, raw	solid	118 1.53 0.17 27.88 4.1 0.50 9 0.037	cup,,cubes@1|1|cup, cubes|150
11603	Yambean (jicama), raw	solid	38 0.72 0.09 8.82 4.9 1.80 4 0.021	cup,,slices@1|1|cup slices|120;cup,,@2|1|cup|130;,large,@3|1|large|1200;,medium,@4|1|medium|659;slice,,@5|1|slice|6.0;,small,@6|1|small|365
11613	Borage, raw	solid	21 1.80 0.70 3.06 0 0 80 0.170	cup,,@1|1|cup (1" pieces)|89
11641	Squash, summer, all varieties, raw	solid	16 1.21 0.18 3.35 1.1 2.20 2 0.044	cup,,sliced@1|1|cup, sliced|113;,large,@2|1|large|323;,medium,@3|1|medium|196;slice,,@4|1|slice|9.9;,small,@5|1|small|118
11677	Shallots, raw	solid	72 2.50 0.10 16.80 3.2 7.87 12 0.017	tbsp,,chopped@1|1|tbsp chopped|10.0
11693	Tomatoes, crushed, canned	solid	32 1.64 0.28 7.29 1.9 4.40 186 0.040	cup,,@1|.5|cup|121
11722	Beans, snap, yellow, raw	solid	31 1.82 0.12 7.13 3.4 0 6 0.026	cup,,1/2" pieces@1|1|cup 1/2" pieces|100;,beans,@2|10|beans (4" long)|55
11819	Peppers, hot chili, red, raw	solid	40 1.87 0.44 8.81 1.5 5.30 9 0.042	,each,@1|1|pepper|45;cup,,chopped or diced@2|.5|cup, chopped or diced|75
11821	Peppers, sweet, red, raw	solid	31 0.99 0.30 6.03 2.1 4.20 4 0.027	cup,,chopped@1|1|cup, chopped|149;cup,,sliced@2|1|cup, sliced|92;tbsp,,@3|1|tablespoon|9.3;,large,@4|1|large (2-1/4 per pound, approx 3-3/4" long, 3" dia.)|164;,medium,@5|1|medium (approx 2-3/4" long, 2-1/2 dia.)|119;,small,@6|1|small|74;,ring,@7|1|ring (3" dia., 1/4" thick)|10.0
11916	Peppers, sweet, red, canned, solids and liquids	solid	18 0.80 0.30 3.90 1.2 0 1369 0.045	cup,,halves@1|1|cup, halves|140;cup,,halves@2|.5|cup, halves|70
11935	Catsup	liquid	112 1.25 0.18 26.23 0.3 21.71 907 0.050	tbsp,,@1|1|tbsp|17;,packet,@2|1|packet|9.0;cup,,@3|1|cup|240
11937	Pickles, cucumber, dill or kosher dill	solid	12 0.60 0.14 2.59 1.1 1.31 875 0.036	cup,,chopped or diced@1|1|cup, chopped or diced|143;cup,,@2|1|cup (about 23 slices)|155;,large,@3|1|large (4" long)|135;,each,@4|1|piece|65;slice,,@5|1|slice|7.0;,small,@6|1|small|37;,each,@7|1|spear|35
11940	Pickles, cucumber, sweet (includes bread and butter pickles)	solid	91 0.58 0.41 21.15 1.0 18.27 457 0.067	cup,,chopped@1|1|cup, chopped|160;cup,,sliced or chips@2|1|cup sliced or chips|153;,gherkin,@4|1|Gherkin (2-3/4" long)|25;,midget gherkin,@5|1|midget Gherkin (2-1/8" long)|6.0;,chip,@6|1|chip|7.5;,spear gherkin,@8|1|spear Gherkin|20
11945	Pickle relish, sweet	solid	130 0.37 0.47 35.06 1.1 29.13 811 0.054	tbsp,,@1|1|tbsp|15.0;,packet,@2|1|packet (2/3 tbsp)|10.0;cup,,@3|1|cup|245
11950	Mushrooms, enoki, raw	solid	37 2.66 0.29 7.81 2.7 0.22 3 0.020	,large,@1|1|large|5.0;,medium,@2|1|medium|3.0;cup,,whole@3|1|cup whole|64;cup,,sliced@4|1|cup sliced|65
11951	Peppers, sweet, yellow, raw	solid	27 1.00 0.21 6.32 0.9 0 2 0.031	,large,@1|1|pepper, large (3-3/4" long, 3" dia)|186;,strips,@2|10|strips|52
11952	Radicchio, raw	solid	23 1.43 0.25 4.48 0.9 0.60 22 0.060	cup,,shredded@1|1|cup, shredded|40;leaf,,@2|1|leaf|8.0
11954	Tomatillos, raw	solid	32 0.96 1.02 5.84 1.9 3.93 1 0.139	,medium,@1|1|medium|34;cup,,chopped or diced@2|.5|cup, chopped or diced|66
11955	Tomatoes, sun-dried	solid	258 14.11 2.97 55.76 12.3 37.59 247 0.426	cup,,@1|1|cup|54;,each,@2|1|piece|2.0
11957	Fennel, bulb, raw	solid	31 1.24 0.20 7.30 3.1 3.93 52 0.090	cup,,sliced@1|1|cup, sliced|87;,each,@2|1|bulb|234
11959	Arugula, raw	solid	25 2.58 0.66 3.65 1.6 2.05 27 0.086	leaf,,@1|1|leaf|2.0;cup,,@2|.5|cup|10.0
11960	Carrots, baby, raw	solid	35 0.64 0.13 8.24 2.9 4.76 78 0.023	,large,@1|1|large|15.0;,medium,@2|1|medium|10.0
11972	Lemon grass (citronella), raw	solid	99 1.82 0.49 25.31 0 0 6 0.119	cup,,@1|1|cup|67;tbsp,,@2|1|tbsp|4.8
11977	Peppers, serrano, raw	solid	32 1.74 0.44 6.70 3.7 3.83 10 0.059	cup,,chopped@1|1|cup, chopped|105;,each,@2|1|pepper|6.1
11979	Peppers, jalapeno, raw	solid	29 0.91 0.37 6.50 2.8 4.12 3 0.092	cup,,sliced@1|1|cup, sliced|90;,each,@2|1|pepper|14.0
11980	Peppers, chili, green, canned	solid	21 0.72 0.27 4.60 1.7 0 397 0.028	cup,,@1|1|cup|139
11981	Peppers, hungarian, raw	solid	29 0.80 0.41 6.70 1.0 3.53 1 0.046	,each,@1|1|pepper|27
11984	Epazote, raw	solid	32 0.33 0.52 7.44 3.8 0 43 0	tbsp,,@1|1|tbsp|0.8;sprig,,@2|1|sprig|2.0
11987	Mushrooms, oyster, raw	solid	33 3.31 0.41 6.09 2.3 1.11 18 0.062	,large,@1|1|large|148;,small,@2|1|small|15.0;cup,,sliced@3|1|cup sliced|86
12006	Seeds, chia seeds, dried	solid	486 16.54 30.74 42.12 34.4 0 16 3.330	
12014	Seeds, pumpkin and squash seed kernels, dried	solid	559 30.23 49.05 10.71 6.0 1.40 7 8.659	cup,,@1|1|cup|129
12023	Seeds, sesame seeds, whole, dried	solid	573 17.73 49.67 23.45 11.8 0.30 11 6.957	cup,,@1|1|cup|144;tbsp,,@2|1|tbsp|9.0
12036	Seeds, sunflower seed kernels, dried	solid	584 20.78 51.46 20.00 8.6 2.62 9 4.455	cup,,with hulls edible yield@1|1|cup, with hulls, edible yield|46;cup,,@2|1|cup|140
12040	Seeds, sunflower seed butter, without salt	solid	617 17.28 55.20 23.32 5.7 10.54 3 4.678	tbsp,,@1|1|tbsp|16
12061	Nuts, almonds	solid	579 21.15 49.93 21.55 12.5 4.20 1 3.802	cup,,whole@1|1|cup, whole|143;cup,,sliced@2|1|cup, sliced|92;cup,,slivered@3|1|cup, slivered|108;cup,,ground@4|1|cup, ground|95;,almond,@6|1|almond|1.2
12078	Nuts, brazilnuts, dried, unblanched	solid	656 14.32 66.43 12.27 7.5 2.33 3 15.137	cup,,whole@1|1|cup, whole|133;,each,@2|1|kernel|5.0
12087	Nuts, cashew nuts, raw	solid	553 18.22 43.85 30.19 3.3 5.91 12 0	cup,,halves and whole@12085:1|1|cup, halves and whole|137;tbsp,,@12085:2|1|tbsp|8.6
12104	Nuts, coconut meat, raw	solid	354 3.33 33.49 15.23 9.0 6.23 20 29.698	cup,,shredded@1|1|cup, shredded|80;,medium,@2|1|medium|397;,each,@3|1|piece (2" x 2" x 1/2")|45
12108	Nuts, coconut meat, dried (desiccated), not sweetened	solid	660 6.88 64.53 23.65 16.3 7.35 37 57.218	
12115	Nuts, coconut cream, raw (liquid expressed from grated meat)	solid	330 3.63 34.68 6.65 2.2 0 4 30.753	tbsp,,@1|1|tbsp|15.0;cup,,@2|1|cup|240
12118	Nuts, coconut milk, canned (liquid expressed from grated meat and water)	liquid	197 2.02 21.33 2.81 0 0 13 18.915	cup,,@1|1|cup|226;tbsp,,@2|1|tbsp|15.0
12119	Nuts, coconut water (liquid from coconuts)	solid	19 0.72 0.20 3.71 1.1 2.61 105 0.176	cup,,@1|1|cup|240;tbsp,,@2|1|tbsp|15.0
12120	Nuts, hazelnuts or filberts	solid	628 14.95 60.75 16.70 9.7 4.34 0 4.464	cup,,chopped@1|1|cup, chopped|115;cup,,ground@2|1|cup, ground|75;cup,,whole@3|1|cup, whole|135;,each,@5|10|nuts|14.0
12131	Nuts, macadamia nuts, raw	solid	718 7.91 75.77 13.82 8.6 4.57 5 12.061	cup,,whole or halves@1|1|cup, whole or halves|134
12142	Nuts, pecans	solid	691 9.17 71.97 13.86 9.6 3.97 0 6.180	cup,,chopped@1|1|cup, chopped|109;cup,,halves@2|1|cup, halves|99
12147	Nuts, pine nuts, dried	solid	673 13.69 68.37 13.08 3.7 3.59 2 4.899	cup,,@1|1|cup|135;,each,@3|10|nuts|1.7
12151	Nuts, pistachio nuts, raw	solid	562 20.27 45.39 27.51 10.3 7.66 1 5.556	cup,,@1|1|cup|123;,each,@3|1|kernel|0.7
12155	Nuts, walnuts, english	solid	654 15.23 65.21 13.71 6.7 2.61 2 6.126	cup,,chopped@1|1|cup, chopped|117;cup,,ground@2|1|cup, ground|80;cup,,in shell edible yield@3|1|cup, in shell, edible yield (7 nuts)|28;cup,,shelled@4|1|cup shelled (50 halves)|100;cup,,pieces or chips@5|1|cup pieces or chips|120
12166	Seeds, sesame butter, tahini, from roasted and toasted kernels (most common type)	solid	595 17.00 53.76 21.19 9.3 0.49 115 7.529	tbsp,,@1|1|tbsp|15.0
12167	Nuts, chestnuts, european, roasted	solid	245 3.17 2.20 52.96 5.1 10.60 2 0.414	cup,,@1|1|cup|143;,each,@3|10|kernels|84
12177	Nuts, coconut meat, dried (desiccated), creamed	solid	684 5.30 69.08 21.52 0 0 37 61.257	
12195	Nuts, almond butter, plain, without salt added	solid	614 20.96 55.50 18.82 10.3 4.43 7 4.152	tbsp,,@1|1|tbsp|16;cup,,@2|1|cup|250
12220	Seeds, flaxseed	solid	534 18.29 42.16 28.88 27.3 1.55 30 3.663	tbsp,,whole@1|1|tbsp, whole|10.3;cup,,whole@2|1|cup, whole|168;tbsp,,ground@3|1|tbsp, ground|7.0;tsp,,whole@4|1|tsp, whole|3.4;tsp,,ground@5|1|tsp, ground|2.5
13065	Beef, flank, steak, separable lean and fat, trimmed to 0" fat, choice, raw	solid	165 21.22 8.29 0.00 0.0 0.00 54 3.443	,steak,@3|1|steak|202
13325	Beef, variety meats and by-products, liver, raw	solid	135 20.36 3.63 3.89 0.0 0.00 69 1.233	
13335	Beef, variety meats and by-products, suet, raw	solid	854 1.50 94.00 0.00 0.0 0.00 7 52.300	
13498	Beef, ground, 70% lean meat / 30% fat, raw	solid	332 14.35 30.00 0.00 0.0 0.00 67 11.289	,ounce,@1|1|ounce|28
13795	Beef, composite of trimmed retail cuts, separable lean and fat, trimmed to 1/8" fat, all grades, raw	solid	234 18.68 17.15 0.00 0.0 0.00 58 6.910		bone 12
13803	Beef, brisket, whole, separable lean and fat, trimmed to 1/8" fat, all grades, raw	solid	251 18.42 19.06 0.00 0.0 0.00 69 7.530	
13809	Beef, chuck, arm pot roast, separable lean and fat, trimmed to 1/8" fat, all grades, raw	solid	244 19.23 17.98 0.00 0.0 0.00 62 7.254		bone 21
13815	Beef, chuck, blade roast, separable lean and fat, trimmed to 1/8" fat, all grades, raw	solid	248 17.16 19.41 0.00 0.0 0.00 68 7.820		bone 19
13868	Beef, round, bottom round, steak, separable lean and fat, trimmed to 1/8" fat, all grades, raw	solid	192 20.70 11.54 0.00 0.0 0.00 56 4.544		bone 2
13891	Beef, round, top round, steak, separable lean and fat, trimmed to 1/8" fat, all grades, raw	solid	166 22.06 7.93 0.00 0.0 0.00 60 3.123	
13917	Beef, tenderloin, steak, separable lean and fat, trimmed to 1/8" fat, all grades, raw	solid	247 19.61 18.16 0.00 0.0 0.00 50 7.327	,steak,@2|1|steak|164	bone 2
13929	Beef, top sirloin, steak, separable lean and fat, trimmed to 1/8" fat, all grades, raw	solid	201 20.30 12.71 0.00 0.0 0.00 52 5.127	,steak,@2|1|steak|608	bone 3
14003	Alcoholic beverage, beer, regular, all	liquid	43 0.46 0.00 3.55 0.0 0.00 4 0.000	fl oz,,@1|1|fl oz|29.7;can,,@2|1|can|356
14016	Beverages, almond milk, sweetened, vanilla flavor, ready-to-drink	liquid	38 0.42 1.04 6.67 0.4 6.25 63 0.000	fl oz,,@1|8|fl oz|240;cup,,@2|1|cup|240
14037	Alcoholic beverage, distilled, all (gin, rum, vodka, whiskey) 80 proof	liquid	231 0.00 0.00 0.00 0.0 0.00 1 0.000	fl oz,,@1|1|fl oz|27.8
14057	Alcoholic beverage, wine, dessert, sweet	liquid	160 0.20 0.00 13.69 0.0 7.78 9 0.000	fl oz,,@1|1|fl oz|29.5;,glass,@2|1|glass (3.5 fl oz)|103
14066	Beverages, Protein powder whey based	solid	352 78.13 1.56 6.25 3.1 0.00 156 0.781	cup,,@1|.33|cup|32
14067	Beverages, Protein powder soy based	solid	388 55.56 5.56 28.89 6.7 22.22 733 1.111	,scoop,@1|1|scoop|45;cup,,@14066:1|.33|cup|32
14084	Alcoholic beverage, wine, table, all	liquid	83 0.07 0.00 2.72 0.0 0.79 5 0.000	fl oz,,@1|1|serving 5 fl oz|148;fl oz,,@2|1|fl oz|29.5
14096	Alcoholic beverage, wine, table, red	liquid	85 0.07 0.00 2.61 0.0 0.62 4 0.000	fl oz,,@1|1|fl oz|29.4;fl oz,,@2|1|serving 5 fl oz|147
14106	Alcoholic beverage, wine, table, white	liquid	82 0.07 0.00 2.60 0.0 0.96 5 0.000	fl oz,,@1|1|fl oz|29.4;fl oz,,@2|1|serving 5 fl oz|147
14121	Carbonated beverage, club soda	liquid	0 0.00 0.00 0.00 0.0 0.00 21 0.000	fl oz,,@1|1|fl oz|29.6;can,,or bottle@2|1|can or bottle (16 fl oz)|474;can,,or bottle@3|1|can or bottle (12 fl oz)|355
14136	Carbonated beverage, ginger ale	liquid	34 0.00 0.00 8.77 0.0 8.70 7 0.000	fl oz,,@1|1|fl oz|30.5;can,,or bottle@2|1|can or bottle (16 fl oz)|488;can,,or bottle@3|1|can or bottle (12 fl oz)|366
14148	Carbonated beverage, cola	liquid	41 0.00 0.00 10.58 0.0 10.75 4 0.000	fl oz,,@1|1|fl oz|30.7;can,,or bottle@2|1|can or bottle (12 fl oz)|370;can,,or bottle@3|1|can or bottle (16 fl oz)|492
14155	Carbonated beverage, tonic water	liquid	34 0.00 0.00 8.80 0.0 8.80 12 0.000	fl oz,,@1|1|fl oz|30.5;,bottle,@2|1|bottle (11 fl oz)|336;can,,or bottle@3|1|can or bottle (16 fl oz)|488;can,,or bottle@4|1|can or bottle (12 fl oz)|366
14181	Chocolate syrup	liquid	279 2.10 1.13 65.10 2.6 49.65 72 0.519	tbsp,,@1|1|serving 2 tbsp|39;cup,,@2|1|cup|300
14209	Coffee, brewed from grounds, prepared with tap water	liquid	1 0.12 0.02 0.00 0.0 0.00 2 0.002	fl oz,,@1|1|fl oz|29.6;fl oz,,@2|6|fl oz|178;cup,,@3|1|cup (8 fl oz)|237
14210	Coffee, brewed, espresso, restaurant-prepared	liquid	9 0.12 0.18 1.67 0.0 0.00 14 0.092	fl oz,,@1|1|fluid ounce|30
14214	Coffee, instant, regular, powder	solid	353 12.20 0.50 75.40 0.0 0.00 37 0.197	tsp,,@1|1|tsp|1.0;,packet,@2|1|packet|2.0
14242	Cranberry juice cocktail, bottled	liquid	54 0.00 0.10 13.52 0.0 11.87 2 0.009	fl oz,,@1|1|fl oz|31.6;cup,,@2|1|cup (8 fl oz)|253
14411	Water, tap, drinking	liquid	0 0.00 0.00 0.00 0.0 0.00 4 0.000	fl oz,,@1|1|fl oz|29.6;cup,,8 fl oz@2|1|cup 8 fl oz|237;,liter,@3|1|liter|1000
14536	Alcoholic beverage, wine, dessert, dry	liquid	152 0.20 0.00 11.67 0.0 1.09 9 0.000	fl oz,,@1|1|fl oz|29.5;,glass,@2|1|glass (3.5 fl oz)|103
15002	Fish, anchovy, european, canned in oil, drained solids	solid	210 28.89 9.71 0.00 0.0 0.00 3668 2.203	,anchovy,@2|1|anchovy|4.0;can,,@3|1|can (2 oz)|45;,anchovies,@4|5|anchovies|20
15008	Fish, carp, raw	solid	127 17.83 5.60 0.00 0.0 0.00 49 1.083	,each,@2|1|fillet|218
15015	Fish, cod, Atlantic, raw	solid	82 17.81 0.67 0.00 0.0 0.00 54 0.131	,each,@2|1|fillet|231
15023	Fish, dolphinfish, raw	solid	85 18.50 0.70 0.00 0.0 0 88 0.188	,each,@2|1|fillet|204
15028	Fish, flatfish (flounder and sole species), raw	solid	70 12.41 1.93 0.00 0.0 0.00 296 0.441	,each,@2|1|fillet|163
15033	Fish, haddock, raw	solid	74 16.32 0.45 0.00 0.0 0.00 213 0.091	,each,@2|1|fillet|193
15036	Fish, halibut, Atlantic and Pacific, raw	solid	91 18.56 1.33 0.00 0.0 0.00 68 0.292	,each,@2|.5|fillet|204
15039	Fish, herring, Atlantic, raw	solid	158 17.96 9.04 0.00 0.0 0.00 90 2.040	,each,@2|1|fillet|184
15046	Fish, mackerel, Atlantic, raw	solid	205 18.60 13.89 0.00 0.0 0.00 90 3.257	,each,@1|1|fillet|112
15054	Fish, monkfish, raw	solid	76 14.48 1.52 0.00 0.0 0 18 0.340	
15065	Fish, pollock, Atlantic, raw	solid	92 19.44 0.98 0.00 0.0 0.00 86 0.135	,each,@2|.5|fillet|193
15076	Fish, salmon, Atlantic, wild, raw	solid	142 19.84 6.34 0.00 0.0 0 44 0.981	,each,@2|.5|fillet|198
15077	Fish, salmon, chinook, smoked	solid	117 18.28 4.32 0.00 0.0 0.00 672 0.929	cup,,cooked@1|1|cup, cooked|136
15088	Fish, sardine, Atlantic, canned in oil, drained solids with bone	solid	208 24.62 11.45 0.00 0.0 0.00 307 1.528	cup,,drained@1|1|cup, drained|149;can,,@4|1|can (3.75 oz)|92;,small,@5|1|small (2-2/3" x 1/2" x 1/4")|12.0;,sardines,@6|2|sardines|24
15091	Fish, sea bass, mixed species, raw	solid	97 18.43 2.00 0.00 0.0 0.00 68 0.511	,each,@1|1|fillet|129
15101	Fish, snapper, mixed species, raw	solid	100 20.51 1.34 0.00 0.0 0.00 64 0.285	,each,@2|1|fillet|218
15110	Fish, swordfish, raw	solid	144 19.66 6.65 0.00 0.0 0.00 81 1.602	,each,@1|1|piece (4-1/2" x 2-1/8" x 7/8")|136
15114	Fish, trout, mixed species, raw	solid	148 20.77 6.61 0.00 0.0 0.00 52 1.149	,each,@1|1|fillet|79
15121	Fish, tuna, light, canned in water, drained solids	solid	86 19.44 0.96 0.00 0.0 0.00 247 0.211	can,,@3|1|can|165;cup,,solid or chunks@4|1|cup, solid or chunks|154;can,,drained@5|1|can (12.5 oz), drained|315
15127	Fish, tuna, fresh, yellowfin, raw	solid	109 24.40 0.49 0.00 0.0 0.00 45 0.172	
15138	Crustaceans, crab, alaska king, imitation, made from surimi	solid	95 7.62 0.46 15.00 0.5 6.25 529 0.216	
15139	Crustaceans, crab, blue, raw	solid	87 18.06 1.08 0.04 0.0 0 293 0.222	,crab,@2|1|crab|21
15147	Crustaceans, lobster, northern, raw	solid	77 16.52 0.75 0.00 0.0 0.00 423 0.181	,lobster,@1|1|lobster|150
15149	Crustaceans, shrimp, mixed species, raw	solid	71 13.61 1.01 0.91 0.0 0.00 566 0.261	,medium,@1|1|medium|6.0;,small,@2|1|small|5.0;,large,@4|4|large|28
15157	Mollusks, clam, mixed species, raw	solid	86 14.67 0.96 3.57 0.0 0.00 601 0.187	,large,@2|1|large|20;,medium,@4|1|medium|14.5;,small,@5|1|small|9.0;cup,,@6|1|cup (with liquid and clams)|227
15164	Mollusks, mussel, blue, raw	solid	86 11.90 2.24 3.69 0.0 0.00 286 0.425	cup,,@1|1|cup|150;,large,@3|1|large|20;,medium,@4|1|medium|16;,small,@5|1|small|10.0
15166	Mollusks, octopus, common, raw	solid	82 14.91 1.04 2.20 0.0 0.00 230 0.227	
15167	Mollusks, oyster, eastern, wild, raw	solid	51 5.71 1.71 2.72 0.0 0.62 85 0.474	,medium,@1|6|medium|84;cup,,@2|1|cup|248
15172	Mollusks, scallop, mixed species, raw	solid	69 12.06 0.49 3.18 0.0 0.00 392 0.128	
15175	Mollusks, squid, mixed species, raw	solid	92 15.58 1.38 3.08 0.0 0.00 44 0.358	
15234	Fish, catfish, channel, farmed, raw	solid	119 15.23 5.94 0.00 0.0 0.00 98 1.310	,each,@2|1|fillet|159
15261	Fish, tilapia, raw	solid	96 20.08 1.70 0.00 0.0 0.00 52 0.585	,each,@1|1|fillet|116
16001	Beans, adzuki, mature seeds, raw	solid	329 19.87 0.53 62.90 12.7 0 5 0.191	cup,,@1|1|cup|197
16006	Beans, baked, canned, plain or vegetarian	solid	94 4.75 0.37 21.14 4.1 7.96 343 0.071	cup,,@1|1|cup|254
16014	Beans, black, mature seeds, raw	solid	341 21.60 1.42 62.36 15.5 2.12 5 0.366	cup,,@1|1|cup|194;tbsp,,@2|1|tbsp|12.1
16015	Beans, black, mature seeds, cooked, boiled, without salt	solid	132 8.86 0.54 23.71 8.7 0 1 0.139	cup,,@1|1|cup|172;can,,drained solids@16145:1|1|can drained solids|266
16019	Beans, cranberry (roman), mature seeds, raw	solid	335 23.03 1.23 60.05 24.7 0 6 0.316	cup,,@1|1|cup|195
16020	Beans, cranberry (roman), mature seeds, cooked, boiled, without salt	solid	136 9.34 0.46 24.46 10.0 0 1 0.119	cup,,@1|1|cup|177
16024	Beans, great northern, mature seeds, raw	solid	339 21.86 1.14 62.37 20.2 2.26 14 0.356	cup,,@1|1|cup|183
16025	Beans, great northern, mature seeds, cooked, boiled, without salt	solid	118 8.33 0.45 21.09 7.0 0 2 0.140	cup,,@1|1|cup|177;can,,drained solids@16145:1|1|can drained solids|266
16027	Beans, kidney, all types, mature seeds, raw	solid	333 23.58 0.83 60.01 24.9 2.23 24 0.120	cup,,@1|1|cup|184
16028	Beans, kidney, all types, mature seeds, cooked, boiled, without salt	solid	127 8.67 0.50 22.80 6.4 0.32 1 0.073	cup,,@1|1|cup|177;tbsp,,@2|1|tbsp|11.0;can,,drained solids@16145:1|1|can drained solids|266
16037	Beans, navy, mature seeds, raw	solid	337 22.33 1.50 60.75 24.4 3.88 5 0.170	cup,,@1|1|cup|208
16042	Beans, pinto, mature seeds, raw	solid	347 21.42 1.23 62.55 15.5 2.11 12 0.235	cup,,@1|1|cup|193;tbsp,,@2|1|tbsp|12.0
16043	Beans, pinto, mature seeds, cooked, boiled, without salt	solid	143 9.01 0.65 26.22 9.0 0.34 1 0.136	cup,,@1|1|cup|171;tbsp,,@2|1|tbsp|10.6;can,,drained solids@16146:1|1|can drained solids|277
16049	Beans, white, mature seeds, raw	solid	333 23.36 0.85 60.27 15.2 2.11 16 0.219	cup,,@1|1|cup|202;tbsp,,@2|1|tbsp|12.6
16050	Beans, white, mature seeds, cooked, boiled, without salt	solid	139 9.73 0.35 25.09 6.3 0.34 6 0.091	cup,,@1|1|cup|179;tbsp,,@2|1|tbsp|11.2;can,,drained solids@16145:1|1|can drained solids|266
16052	Broadbeans (fava beans), mature seeds, raw	solid	341 26.12 1.53 58.29 25.0 5.70 13 0.254	cup,,@1|1|cup|150;tbsp,,@2|1|tbsp|9.4
16053	Broadbeans (fava beans), mature seeds, cooked, boiled, without salt	solid	110 7.60 0.40 19.65 5.4 1.82 5 0.066	cup,,@1|1|cup|170
16056	Chickpeas (garbanzo beans, bengal gram), mature seeds, raw	solid	364 19.30 6.04 60.65 17.4 10.70 24 0.626	cup,,@1|1|cup|200;tbsp,,@2|1|tbsp|12.5
16057	Chickpeas (garbanzo beans, bengal gram), mature seeds, cooked, boiled, without salt	solid	164 8.86 2.59 27.42 7.6 4.80 7 0.269	cup,,@1|1|cup|164;can,,drained@16358:1|1|can drained|253
16062	Cowpeas, common (blackeyes, crowder, southern), mature seeds, raw	solid	336 23.52 1.26 60.03 10.6 6.90 16 0.331	cup,,@1|1|cup|167;tbsp,,@2|1|tbsp|10.5
16063	Cowpeas, common (blackeyes, crowder, southern), mature seeds, cooked, boiled, without salt	solid	116 7.73 0.53 20.76 6.5 3.30 4 0.138	cup,,@1|1|cup|171
16069	Lentils, raw	solid	343 25.80 1.06 60.08 30.5 2.03 6 0.156	cup,,@1|1|cup|192;tbsp,,@2|1|tablespoon|12.0
16070	Lentils, mature seeds, cooked, boiled, without salt	solid	116 9.02 0.38 20.13 7.9 1.80 2 0.053	cup,,@1|1|cup|198;tbsp,,@2|1|tbsp|12.3
16071	Lima beans, large, mature seeds, raw	solid	338 21.46 0.69 63.38 19.0 8.50 18 0.161	cup,,@1|1|cup|178;tbsp,,@2|1|tbsp|11.1
16072	Lima beans, large, mature seeds, cooked, boiled, without salt	solid	115 7.80 0.38 20.88 7.0 2.90 2 0.089	cup,,@1|1|cup|188;tbsp,,@2|1|tbsp|11.7
16080	Mung beans, mature seeds, raw	solid	347 23.86 1.15 62.62 16.3 6.60 15 0.348	cup,,@1|1|cup|207;tbsp,,@2|1|tbsp|13.0
16085	Peas, split, mature seeds, raw	solid	341 24.55 1.16 60.37 25.5 8.00 15 0.161	cup,,@1|1|cup|197
16087	Peanuts, all types, raw	solid	567 25.80 49.24 16.13 8.5 3.97 18 6.834	cup,,@1|1|cup|146
16098	Peanut butter, smooth style, with salt	solid	588 25.09 50.39 19.56 6.0 9.22 459 10.510	tbsp,,@1|2|tbsp|32;cup,,@2|1|cup|258
16103	Refried beans, canned, traditional style (includes USDA commodity)	solid	91 5.41 1.17 15.26 5.1 0.46 449 0.391	cup,,@1|1|cup|238;can,,@2|1|can|443
16104	Bacon, meatless	solid	310 10.68 29.52 6.32 2.6 0.00 1465 4.622	cup,,@1|1|cup|144;,strip,@3|1|strip|5.0
16107	Sausage, meatless	solid	257 18.53 18.16 9.84 2.8 0.00 888 2.926	,each,@1|1|link|25;,each,@2|1|patty|38;slice,,@3|1|slice|28
16108	Soybeans, mature seeds, raw	solid	446 36.49 19.94 30.16 9.3 7.33 2 2.884	cup,,@1|1|cup|186
16112	Miso	solid	199 11.69 6.01 26.47 5.4 6.20 3728 1.139	tbsp,,@1|1|tbsp|17;cup,,@2|1|cup|275
16114	Tempeh	solid	193 18.54 10.80 9.39 0 0 9 2.220	cup,,@1|1|cup|166
16115	Soy flour, full-fat, raw	solid	436 34.54 20.65 35.19 9.6 7.50 13 2.987	cup,,stirred@1|1|cup, stirred|84;tbsp,,@2|1|tbsp|5.2
16120	Soymilk, original and vanilla, unfortified	solid	54 3.27 1.75 6.28 0.6 3.99 51 0.205	cup,,@1|1|cup|243;fl oz,,@2|1|fl oz|30.6
16123	Soy sauce made from soy and wheat (shoyu)	liquid	53 8.14 0.57 4.93 0.8 0.40 5493 0.073	tbsp,,@1|1|tbsp|16;tsp,,@2|1|tsp|5.3;cup,,@3|1|cup|255;,individual packet,@4|1|individual packet|8.9
16124	Soy sauce made from soy (tamari)	liquid	60 10.51 0.10 5.57 0.8 1.70 5586 0.011	tbsp,,@1|1|tbsp|18;tsp,,@2|1|tsp|6.0
16129	Tofu, fried	solid	271 17.19 20.18 10.49 3.9 2.72 16 2.918	,each,@2|1|piece|13.0
16138	Falafel, home-prepared	solid	333 13.31 17.80 31.84 0 0 294 2.383	,each,@1|1|patty (approx 2-1/4" dia)|17
16147	Veggie burgers or soyburgers, unprepared	solid	177 15.70 6.30 14.27 4.9 1.07 569 1.440	,pattie,@1|1|pattie|70
16157	Chickpea flour (besan)	solid	387 22.39 6.69 57.82 10.8 10.85 64 0.693	cup,,@1|1|cup|92
16158	Hummus, commercial	solid	166 7.90 9.60 14.29 6.0 0 379 1.437	tbsp,,@1|1|tbsp|15.0;cup,,@2|1|cup|246
16159	Tofu, extra firm, prepared with nigari	solid	91 9.89 5.83 2.00 0.4 0.50 8 0.542	,block,@1|.2|block|91
16161	MORI-NU, Tofu, silken, soft	solid	55 4.80 2.70 2.90 0.1 1.31 5 0.357	slice,,@1|1|slice|84;cup,,@16127:2|1|cup (1/2" cubes)|248
16427	Tofu, raw, regular, prepared with calcium sulfate	solid	76 8.08 4.78 1.88 0.3 0 7 0.691	cup,,@1|.5|cup|124;,block,@2|.25|block|116
17001	Lamb, domestic, composite of trimmed retail cuts, separable lean and fat, trimmed to 1/4" fat, choice, raw	solid	267 16.88 21.59 0.00 0.0 0 58 9.470		bone 23
17011	Lamb, domestic, leg, whole (shank and sirloin), separable lean and fat, trimmed to 1/4" fat, choice, raw	solid	230 17.91 17.07 0.00 0.0 0 56 7.430		bone 21
17035	Lamb, domestic, shoulder, whole (arm and blade), separable lean and fat, trimmed to 1/4" fat, choice, raw	solid	264 16.58 21.45 0.00 0.0 0.00 61 9.280		bone 21
17088	Veal, composite of trimmed retail cuts, separable lean and fat, raw	solid	144 19.35 6.77 0.00 0.0 0 82 2.790		bone 31
17164	Game meat, deer, raw	solid	120 22.96 2.42 0.00 0.0 0.00 51 0.950	
17168	Goat, raw	solid	109 20.60 2.31 0.00 0.0 0 82 0.710	
17177	Game meat, rabbit, domesticated, composite of cuts, raw	solid	136 20.05 5.55 0.00 0.0 0 41 1.660	
17224	Lamb, ground, raw	solid	282 16.56 23.41 0.00 0.0 0.00 59 10.190	
18001	Bagels, plain, enriched, with calcium propionate (includes onion, poppy, sesame)	solid	257 10.02 1.62 50.50 2.2 5.05 477 0.393	,mini bagel,@1|1|mini bagel (2-1/2" dia)|26;,small,@2|1|small bagel (3" dia)|69;,medium,@3|1|medium bagel (3-1/2" to 4" dia)|105;,large,@4|1|large bagel (4-1/2")|131
18027	Bread, egg	solid	287 9.50 6.00 47.80 2.3 1.78 380 1.593	slice,,@2|1|slice (5" x 3" x 1/2")|40
18029	Bread, french or vienna (includes sourdough)	solid	289 11.75 1.83 56.44 2.4 2.56 513 0.497	slice,small,@2|1|slice, small (2" x 2-1/2" x 1-3/4")|32;slice,medium,@3|1|slice, medium (4" x 2-1/2" x 1-3/4")|64;slice,large,@4|1|slice, large (6" x 2-1/2" x 1-3/4")|96
18033	Bread, italian	solid	271 8.80 3.50 50.00 2.7 0.83 613 0.855	slice,large,@2|1|slice, large (4-1/2" x 3-1/4" x 3/4")|30;slice,medium,@3|1|slice, medium|20;slice,small,@4|1|slice, small (3-1/4" x 2-1/2" x 1/2")|10.0
18041	Bread, pita, white, enriched	solid	275 9.10 1.20 55.70 2.2 1.30 536 0.166	,large,@1|1|pita, large (6-1/2" dia)|60;,small,@2|1|pita, small  (4" dia)|28
18044	Bread, pumpernickel	solid	250 8.70 3.10 47.50 6.5 0.53 596 0.437	slice,,regular@2|1|slice, regular|26;slice,,snack-size@3|1|slice, snack-size|7.0;slice,,thin@4|1|slice, thin|20;slice,,@5|1|slice (5" x 4" x 3/8")|32
18060	Bread, rye	solid	259 8.50 3.30 48.30 5.8 3.85 603 0.626	slice,,regular@2|1|slice, regular|32;slice,,snack-size@3|1|slice, snack-size|7.0;slice,,thin@4|1|slice, thin|25
18069	Bread, white, commercially prepared (includes soft bread crumbs)	solid	265 9.15 3.19 49.06 2.7 5.07 491 0.698	slice,,@1|1|slice|28;cup,,crumbs@3|1|cup, crumbs|45;cup,,cubes@4|1|cup, cubes|35;slice,large,@5|1|slice, large|30;slice,,@6|1|slice|25;slice,,crust not eaten@7|1|slice crust not eaten|12.0;slice,,thin@8|1|slice, thin|20;slice,,thin crust not eaten@9|1|slice thin, crust not eaten|9.0;slice,,very thin@10|1|slice, very thin|15.0
18079	Bread crumbs, dry, grated, plain	solid	395 13.35 5.30 71.98 4.5 6.20 732 1.203	cup,,@2|1|cup|108
18144	Cake, yellow, dry mix, regular, enriched	solid	374 3.70 3.50 81.92 1.2 43.29 728 1.620	
18166	Cookies, chocolate sandwich, with creme filling, regular	solid	463 5.21 19.13 71.00 2.9 40.67 388 5.659	,each,@1|3|cookie|36
18173	Cookies, graham crackers, plain or honey (includes cinnamon)	solid	423 6.90 10.10 76.80 2.8 31.10 477 1.519	cup,,crushed@2|1|cup, crushed|84;,cracker,@4|1|cracker (2-1/2" square)|7.0
18228	Crackers, saltines (includes oyster, soda, soup)	solid	418 9.45 8.66 74.05 2.8 1.25 943 1.648	,crackers,@1|5|crackers|14.9;cup,,crushed@3|1|cup, crushed|70;,crackers square,@4|5|crackers square (1 serving)|15.0;,cracker square,@5|1|cracker square|3.0;cup,,oyster crackers@9|1|cup oyster crackers|45
18229	Crackers, standard snack-type, regular	solid	510 6.75 26.39 61.46 2.3 8.46 705 5.897	,crackers,@1|5|crackers|16;cup,,crushed@5|1|cup crushed|52
18239	Croissants, butter	solid	406 8.20 21.00 45.80 2.6 11.26 467 11.659	,each,@2|1|croissant, mini|28;,small,@3|1|croissant, small|42;,medium,@4|1|croissant, medium|57;,large,@5|1|croissant, large|67
18242	Croutons, plain	solid	407 11.90 6.60 73.50 5.1 0 698 1.510	cup,,@2|1|cup|30
18258	English muffins, plain, enriched, with ca prop (includes sourdough)	solid	227 8.87 1.69 44.17 3.5 3.53 425 0.733	,each,@2|1|muffin|57
18334	Pie crust, standard-type, frozen, ready-to-bake, enriched	solid	457 6.16 26.07 48.62 2.5 0 409 8.159	,each,@1|1|piece (1/8 of 9" crust)|18;,pie crust,@2|1|pie crust (average weight of 1 frozen crust)|173
18337	Puff pastry, frozen, ready-to-bake	solid	551 7.30 38.10 45.10 1.5 0.74 249 9.643	,shell,@2|1|shell|47
18338	Phyllo dough	solid	299 7.10 6.00 52.60 1.9 0.18 483 1.470	sheet,,dough@2|1|sheet dough|19
18350	Rolls, hamburger or hotdog, plain	solid	278 9.87 3.76 50.15 2.1 6.37 500 0.885	,each,@1|1|roll|42
18357	Sweet rolls, cinnamon, refrigerated dough with frosting	solid	333 5.00 12.20 51.60 0 0 765 3.081	,each,@2|1|roll|30
18360	Taco shells, baked	solid	474 6.48 21.30 64.03 7.0 1.54 243 6.153	,shell,@1|1|shell|12.9;,taco,@2|1|taco|12.7;,medium,@3|1|medium (approx 5" dia)|13.3;,large,@4|1|large (6-1/2" dia)|21;,miniature,@5|1|miniature (3" dia)|5.0
18363	Tortillas, ready-to-bake or -fry, corn	solid	218 5.70 2.85 44.64 6.3 0.88 45 0.453	,enchilada,@2|1|enchilada|19;,each,@3|1|tortilla|24
18364	Tortillas, ready-to-bake or -fry, flour, refrigerated	solid	301 8.00 6.70 51.21 2.3 4.39 686 1.630	,each,@1|1|tortilla|47;,medium,@3|1|tortilla medium (approx 6" dia)|30;,each,@5|1|tortilla (approx 10" dia)|72;,each,@6|1|tortilla (approx 12" dia)|117;,each,@7|1|tortilla (approx 7-8" dia)|49
18369	Leavening agents, baking powder, double-acting, sodium aluminum sulfate	solid	53 0.00 0.00 27.70 0.2 0.00 10600 0.000	tsp,,@1|1|tsp|4.6;tsp,,@2|.5|tsp|2.3
18372	Leavening agents, baking soda	solid	0 0.00 0.00 0.00 0.0 0.00 27360 0.000	tsp,,@1|1|tsp|4.6;tsp,,@2|.5|tsp|2.3
18373	Leavening agents, cream of tartar	solid	258 0.00 0.00 61.50 0.2 0.00 52 0.000	tsp,,@1|1|tsp|3.0;tsp,,@2|.5|tsp|1.5
18375	Leavening agents, yeast, baker's, active dry	solid	325 40.44 7.61 41.22 26.9 0.00 51 1.001	tsp,,@1|1|tsp|4.0;tbsp,,@2|1|tbsp|12.0;,packet,@3|1|packet|7.2
18376	Bread crumbs, dry, grated, seasoned	solid	383 14.13 5.48 68.49 4.9 5.74 1336 1.391	cup,,@2|1|cup|120
18423	Cookies, ladyfingers, without lemon juice and rind	solid	365 10.60 9.10 59.70 1.0 0 147 3.477	,anisette sponge,@2|1|anisette sponge (4" x 1-1/8" x 7/8")|13.0;,breakfast treat,@3|1|breakfast treat (approx 4" x 2" x 7/8")|24;,ladyfinger,@4|1|ladyfinger|11.0
18942	Pie Crust, Cookie-type, Graham Cracker, Ready Crust	solid	501 5.10 24.83 64.30 1.9 18.13 471 4.999	,crust,@2|1|crust|183
19047	Snacks, pretzels, hard, plain, salted	solid	384 9.95 3.47 79.97 3.3 2.43 1150 0.516	,twists,@2|10|twists|60
19056	Snacks, tortilla chips, plain, white corn, salted	solid	473 7.04 20.84 67.52 5.7 0.80 325 3.127	,bag,@2|1|bag|213
19080	Candies, semisweet chocolate	solid	480 4.20 30.00 63.90 5.9 54.50 11 17.750	cup,large,chips@2|1|cup large chips|182;cup,,mini chips@3|1|cup mini chips|173;cup,,chips@5|1|cup chips (6 oz package)|168
19085	Candies, confectioner's coating, butterscotch	solid	539 2.20 29.05 67.10 0.0 67.10 89 24.100	cup,,chips@1|1|cup chips|170
19087	Candies, white chocolate	solid	539 5.87 32.09 59.24 0.2 59.00 90 19.412	,bar,@1|1|bar (3 oz)|85;tbsp,,@2|1|tbsp|14.0;cup,,chips@3|1|cup chips|170
19095	Ice creams, vanilla	solid	207 3.50 11.00 23.60 0.7 21.22 80 6.790	cup,,@1|1|serving 1/2 cup|66
19107	Candies, hard	solid	394 0.00 0.20 98.00 0.0 62.90 38 0.000	,each,@2|1|piece|6.0;,small,@3|1|piece, small|3.0
19116	Candies, marshmallows	solid	318 1.80 0.20 81.30 0.1 57.56 80 0.056	cup,,of miniature@1|1|cup of miniature|50;,miniatures,@2|10|miniatures|7.0;,regular,@3|1|regular|7.2
19120	Candies, milk chocolate	solid	535 7.65 29.66 59.40 3.4 51.50 79 18.509	,bar,@2|1|bar (1.55 oz)|44;cup,,chips@3|1|cup chips|168
19125	Chocolate-flavored hazelnut spread	solid	541 5.41 29.73 62.16 5.4 54.05 41 28.423	tbsp,,@1|1|serving 2 TBSP|37
19165	Cocoa, dry powder, unsweetened	solid	228 19.60 13.70 57.90 33.2 1.75 21 8.070	cup,,@1|1|cup|86;tbsp,,@2|1|tbsp|5.4
19172	Gelatin desserts, dry mix	solid	381 7.80 0.00 90.50 0.0 86.04 466 0.000	,portion,@2|1|portion, amount to make 1/2 cup|21
19177	Gelatins, dry powder, unsweetened	solid	335 85.60 0.10 0.00 0.0 0.00 196 0.070	,envelope,@1|1|envelope (1 tbsp)|7.0
19202	Puddings, vanilla, dry mix, instant	solid	377 0.00 0.60 92.90 0.0 92.90 1441 0.432	,portion,@2|1|portion, amount to make 1/2 cup|25
19296	Honey	solid	304 0.30 0.00 82.40 0.2 82.12 4 0.000	cup,,@1|1|cup|339;tbsp,,@2|1|tbsp|21;,packet,@3|1|packet (0.5 oz)|14.0
19297	Jams and preserves	solid	278 0.37 0.07 68.86 1.1 48.50 32 0.010	tbsp,,@1|1|tbsp|20;,packet,@2|1|packet (0.5 oz)|14.0
19300	Jellies	solid	266 0.15 0.02 69.95 1.0 51.22 30 0.005	tbsp,,@1|1|serving 1 tbsp|21;,packet,@2|1|packet (0.5 oz)|14.0
19303	Marmalade, orange	solid	246 0.30 0.00 66.30 0.7 60.00 56 0.000	tbsp,,@1|1|tbsp|20;cup,,@4|1|cup|320
19304	Molasses	solid	290 0.00 0.10 74.73 0.0 74.72 37 0.018	cup,,@1|1|cup|337;tbsp,,@2|1|serving 1 tbsp|20
19314	Pie fillings, canned, cherry	solid	115 0.37 0.07 28.00 0.6 0 18 0.018	can,,@1|.125|can|74;can,,@2|1|can (21 oz)|595
19334	Sugars, brown	solid	380 0.12 0.00 98.09 0.0 97.02 28 0.000	tsp,,unpacked@1|1|tsp unpacked|3.0;cup,,packed@2|1|cup packed|220;cup,,unpacked@3|1|cup unpacked|145;tsp,,packed@4|1|tsp packed|4.6;tsp,,brownulated@5|1|tsp brownulated|3.2
19335	Sugars, granulated	solid	387 0.00 0.00 99.98 0.0 99.80 1 0.000	tsp,,@2|1|tsp|4.2;cup,,@3|1|cup|200
19336	Sugars, powdered	solid	389 0.00 0.00 99.77 0.0 97.81 2 0.000	cup,,unsifted@1|1|cup unsifted|120;cup,,sifted@2|1|cup sifted|100;tbsp,,unsifted@3|1|tbsp unsifted|8.0;tsp,,@4|1|tsp|2.5
19340	Sugars, maple	solid	354 0.10 0.20 90.90 0.0 84.87 11 0.036	tsp,,@1|1|tsp|3.0;,each,@3|1|piece (1-3/4" x 1-1/4" x 1/2")|28
19350	Syrups, corn, light	liquid	283 0.00 0.20 76.79 0.0 76.77 62 0.000	cup,,@1|1|cup|341;tbsp,,@2|1|tbsp|22
19353	Syrups, maple	liquid	260 0.04 0.06 67.04 0.0 67.90 12 0.007	tbsp,,@1|1|tbsp|20;cup,,@2|1|serving 1/4 cup|83;cup,,@3|1|cup|315
19364	Toppings, butterscotch or caramel	solid	252 1.50 0.10 65.90 0.9 0 349 0.110	tbsp,,@1|2|tbsp|41
19411	Snacks, potato chips, plain, salted	solid	542 6.56 36.40 50.81 4.4 0.37 450 4.014	,bag,@2|1|bag (8 oz)|227
19719	Jams and preserves, apricot	solid	242 0.70 0.20 64.40 0.3 43.40 40 0.010	tbsp,,@1|1|tbsp|20;,packet,@2|1|packet (0.5 oz)|14.0
19904	Chocolate, dark, 70-85% cacao solids	solid	598 7.79 42.63 45.90 10.9 23.99 20 24.489	,bar,@2|1|bar|101
19908	Sugar, turbinado	solid	399 0.00 0.00 99.80 0 99.19 3 0	tsp,,@1|1|tsp|4.6;cup,,@2|1|cup|202
19912	Sweetener, syrup, agave	liquid	310 0.09 0.45 76.37 0.2 68.03 4 0.000	tsp,,@1|1|tsp|6.9;cup,,@2|.25|cup|55
20001	Amaranth, uncooked	solid	371 13.56 7.02 65.25 6.7 1.69 4 1.459	cup,,@1|1|cup|193
20003	Arrowroot flour	solid	357 0.30 0.10 88.15 3.4 0 2 0.019	cup,,@1|1|cup|128
20005	Barley, pearled, raw	solid	352 9.91 1.16 77.72 15.6 0.80 9 0.244	cup,,@1|1|cup|200
20008	Buckwheat	solid	343 13.25 3.40 71.50 10.0 0 1 0.741	cup,,@1|1|cup|170
20011	Buckwheat flour, whole-groat	solid	335 12.62 3.10 70.59 10.0 2.60 11 0.677	cup,,@1|1|cup|120
20012	Bulgur, dry	solid	342 12.29 1.33 75.87 18.3 0.41 17 0.232	cup,,@1|1|cup|140
20017	Corn flour, masa, enriched, white	solid	365 9.28 3.86 76.29 6.4 1.61 5 0.532	cup,,@1|1|cup|114
20022	Cornmeal, degermed, enriched, yellow	solid	370 7.11 1.75 79.45 3.9 1.61 7 0.220	cup,,@1|1|cup|157
20027	Cornstarch	solid	381 0.26 0.05 91.27 0.9 0.00 9 0.009	cup,,@1|1|cup|128
20028	Couscous, dry	solid	376 12.76 0.64 77.43 5.0 0 10 0.117	cup,,@1|1|cup|173
20031	Millet, raw	solid	378 11.02 4.22 72.85 8.5 0 5 0.723	cup,,@1|1|cup|200
20035	Quinoa, uncooked	solid	368 14.12 6.07 64.16 7.0 0 5 0.706	cup,,@1|1|cup|170
20036	Rice, brown, long-grain, raw	solid	370 7.94 2.92 77.24 3.5 0.85 7 0.584	cup,,@1|1|cup|185
20037	Rice, brown, long-grain, cooked	solid	111 2.58 0.90 22.96 1.8 0.35 5 0.180	cup,,@1|1|cup|195
20044	Rice, white, long-grain, regular, raw, enriched	solid	365 7.13 0.66 79.95 1.3 0.12 5 0.180	cup,,@1|1|cup|185
20045	Rice, white, long-grain, regular, cooked, enriched	solid	130 2.69 0.28 28.17 0.4 0.05 1 0.077	cup,,@1|1|cup|158
20046	Rice, white, long-grain, parboiled, enriched, dry	solid	374 7.51 1.03 80.89 1.8 0.33 2 0.294	cup,,@1|1|cup|185
20048	Rice, white, long-grain, precooked or instant, enriched, dry	solid	380 7.82 0.94 82.32 1.9 0.05 10 0.152	cup,,@1|1|cup|95
20049	Rice, white, long-grain, precooked or instant, enriched, prepared	solid	117 2.18 0.50 25.10 0.6 0.00 4 0.017	cup,,@1|1|cup|165
20050	Rice, white, medium-grain, raw, enriched	solid	360 6.61 0.58 79.34 1.4 0 1 0.158	cup,,@1|1|cup|195
20052	Rice, white, short-grain, raw	solid	358 6.50 0.52 79.15 2.8 0 1 0.140	cup,,@1|1|cup|200
20054	Rice, white, glutinous, raw	solid	370 6.81 0.55 81.68 2.8 0 7 0.111	cup,,@1|1|cup|185
20061	Rice flour, white	solid	366 5.95 1.42 80.13 2.4 0.12 0 0.386	cup,,@1|1|cup|158
20062	Rye	solid	338 10.34 1.63 75.86 15.1 0.98 2 0.197	cup,,@1|1|cup|169
20063	Rye flour, dark	solid	325 15.91 2.22 68.63 23.8 2.31 2 0.269	cup,,@1|1|cup|128
20064	Rye flour, medium	solid	349 10.88 1.52 75.43 11.8 1.10 2 0.180	cup,,@1|1|cup|102
20065	Rye flour, light	solid	357 9.82 1.33 76.68 8.0 0.93 2 0.150	cup,,@1|1|cup|102
20066	Semolina, enriched	solid	360 12.68 1.05 72.83 3.9 0 1 0.150	cup,,@1|1|cup|167
20067	Sorghum	solid	339 11.30 3.30 74.63 6.3 3.39 6 0.457	cup,,@1|1|cup|192
20068	Tapioca, pearl, dry	solid	358 0.19 0.02 88.69 0.9 3.35 1 0.005	cup,,@1|1|cup|152
20080	Wheat flour, whole-grain	solid	340 13.21 2.50 71.97 10.7 0.41 2 0.430	cup,,@1|1|cup|120
20081	Wheat flour, white, all-purpose, enriched, bleached	solid	364 10.33 0.98 76.31 2.7 0.27 2 0.155	cup,,@1|1|cup|125
20082	Wheat flour, white, all-purpose, self-rising, enriched	solid	354 9.89 0.97 74.22 2.7 0.22 1193 0.154	cup,,@1|1|cup|125
20083	Wheat flour, white, bread, enriched	solid	361 11.98 1.66 72.53 2.4 0.31 2 0.244	cup,,@1|1|cup|137
20084	Wheat flour, white, cake, enriched	solid	362 8.20 0.86 78.03 1.7 0.31 2 0.127	cup,,unsifted dipped@1|1|cup unsifted, dipped|137
20088	Wild rice, raw	solid	357 14.73 1.08 74.90 6.2 2.50 7 0.156	cup,,@1|1|cup|160
20093	Pasta, fresh-refrigerated, plain, as purchased	solid	288 11.31 2.30 54.73 0 0 26 0.328	
20099	Macaroni, dry, enriched	solid	371 13.04 1.51 74.67 3.2 2.67 6 0.277	cup,,elbow shaped@1|1|cup elbow shaped|105;cup,,spiral shaped@2|1|cup spiral shaped|84;cup,small,shells@3|1|cup small shells|93
20107	Macaroni, whole-wheat, dry	solid	348 14.63 1.40 75.03 8.3 0 8 0.258	cup,,elbow shaped@1|1|cup elbow shaped|105
20109	Noodles, egg, dry, enriched	solid	384 14.16 4.44 71.27 3.3 1.88 21 1.180	cup,,@1|1|cup|38
20114	Noodles, japanese, soba, dry	solid	336 14.38 0.71 74.62 0 0 792 0.136	
20120	Spaghetti, dry, enriched	solid	371 13.04 1.51 74.67 3.2 2.67 6 0.277	
20121	Spaghetti, cooked, enriched, without added salt	solid	158 5.80 0.93 30.86 1.8 0.56 1 0.176	cup,,@1|1|cup|140
20124	Spaghetti, whole-wheat, dry	solid	348 14.63 1.40 75.03 0 0 8 0.258	
20132	Oat flour, partially debranned	solid	404 14.66 9.12 65.70 6.5 0.80 19 1.607	cup,,@1|1|cup|104
20133	Rice noodles, dry	solid	364 5.95 0.56 80.18 1.6 0.12 182 0.153	
20137	Quinoa, cooked	solid	120 4.40 1.92 21.30 2.8 0.87 7 0.231	cup,,@1|1|cup|185
20140	Spelt, uncooked	solid	338 14.57 2.43 70.19 10.7 6.82 8 0.406	cup,,@1|1|cup|174
20142	Teff, uncooked	solid	367 13.30 2.38 73.13 8.0 1.84 12 0.449	cup,,@1|1|cup|193
22901	Tortellini, pasta with cheese filling, fresh-refrigerated, as purchased	solid	307 13.50 7.23 47.00 1.9 0.95 406 3.600	cup,,@1|.75|cup|81
23093	Beef, chuck for stew, separable lean and fat, all grades, raw	solid	128 21.75 4.48 0.16 0.0 0.00 80 1.941	
23128	Beef, chuck, short ribs, boneless, separable lean and fat, trimmed to 0" fat, all grades, raw	solid	235 17.48 18.33 0.00 0.0 0.00 78 7.979	,each,@2|1|piece|432
23231	Beef, rib eye steak, boneless, lip off, separable lean and fat, trimmed to 0" fat, choice, raw	solid	241 18.69 18.43 0.20 0.0 0.00 51 8.074	,steak,@2|1|steak|316
23557	Beef, ground, 95% lean meat / 5% fat, raw	solid	137 21.41 5.00 0.00 0.0 0.00 66 2.250	
23562	Beef, ground, 90% lean meat / 10% fat, raw	solid	176 20.00 10.00 0.00 0.0 0.00 66 4.058	
23567	Beef, ground, 85% lean meat / 15% fat, raw	solid	215 18.59 15.00 0.00 0.0 0.00 66 5.866	
23572	Beef, ground, 80% lean meat / 20% fat, raw	solid	254 17.17 20.00 0.00 0.0 0.00 67 7.673	
23577	Beef, ground, 75% lean meat / 25% fat, raw	solid	293 15.76 25.00 0.00 0.0 0.00 67 9.532	
27027	PACE, Pico De Gallo	solid	31 0.00 0.00 9.38 0 6.25 469 0.000	tbsp,,@2|2|tbsp|32
27048	Sauce, steak, tomato based	solid	95 1.25 0.23 22.04 1.5 9.82 1647 0.000	tbsp,,@1|2|Tbsp|34
27050	Sauce, sweet and sour, ready-to-serve	solid	150 0.27 0.02 38.22 0.1 18.75 371 0.000	tbsp,,@1|2|Tbsp|35
28307	Bread, naan (Indian bread), plain, commercially prepared, refrigerated	solid	291 9.62 5.65 50.43 2.2 3.55 465 1.393	,each,@1|1|piece|90
43015	Salad dressing, caesar dressing, regular	solid	542 2.17 57.85 3.30 0.5 2.81 1209 8.789	tbsp,,@1|1|tbsp|14.7;cup,,@2|1|cup|235;tbsp,,@3|1|serving (2 tbsp)|30
43112	Beans, chili, barbecue, ranch style, cooked	solid	97 5.00 1.00 16.90 4.2 5.25 725 0.145	cup,,@1|1|cup|253
43274	Cheese, cream, low fat	solid	201 7.85 15.28 8.13 0.0 5.82 359 9.098	tbsp,,@1|1|tbsp|15.0;cup,,@2|1|cup|240;tbsp,,whipped@3|1|tbsp, whipped|10.0
43406	Yeast extract spread	solid	185 23.88 0.90 20.42 6.5 1.60 2962 0.000	tsp,,@1|1|tsp|6.0
43479	Alcoholic beverage, rice (sake)	liquid	134 0.50 0.00 5.00 0.0 0.00 2 0.000	fl oz,,@1|1|fl oz|29.1
"""#

    /// One food name a line: the name (folded, last word singular), its USDA NDB number (`-`: known to be
    /// unknown), its shopping-list group and, when set, the piece a count of it means (`large`, `clove`) and
    /// the preparation its name says or a cup of it means, whose volume measure it takes (`almond flour`: the almonds'
    /// `cup, ground`; `cheddar`: `cup, shredded`).
    static let foodRows = #"""
acini di pepe	20120	pasta
acorn squash	11482	acorn squash
active dry yeast	18375	yeast	packet
adzuki bean	16001	adzuki bean
agave	19912	agave syrup
agave nectar	19912	agave syrup
agave syrup	19912	agave syrup
ale	14003	beer
all-purpose flour	20081	flour
allspice	02001	allspice
almond	12061	almond
almond butter	12195	almond butter
almond extract	-	almond extract
almond flour	12061	almond flour		ground
almond meal	12061	almond flour		ground
almond milk	14016	almond milk
amaranth	20001	amaranth
american cheese	01042	american cheese		shredded
anchovy	15002	anchovy
anchovy fillet	15002	anchovy
andouille	07074	andouille sausage
andouille sausage	07074	andouille sausage
angel hair	20120	pasta
angel hair pasta	20120	pasta
anise	02002	anise
anise seed	02002	anise seed
apple	09003	apple
apple butter	-	apple butter
apple cider	09016	apple cider
apple cider vinegar	02048	apple cider vinegar
apple juice	09016	apple juice
apple sauce	09019	applesauce
applesauce	09019	applesauce
apricot	09021	apricot	apricot
apricot jam	19719	apricot jam
apricot preserve	19719	apricot jam
arborio	20050	arborio rice
arborio rice	20050	arborio rice
arcadian greens	11253	mixed greens
arrowroot	20003	arrowroot flour
arrowroot flour	20003	arrowroot flour
arrowroot powder	20003	arrowroot flour
arrowroot starch	20003	arrowroot flour
artichoke	11007	artichoke
arugula	11959	arugula
asafoetida	-	asafoetida
asian chili sauce	-	asian chili sauce
asparagus	11011	asparagus
aubergine	11209	eggplant
avocado	09037	avocado
avocado oil	04581	avocado oil
baby back rib	10192	back rib
baby bella	11266	cremini mushroom	piece whole
baby bella mushroom	11266	cremini mushroom	piece whole
baby bok choy	11116	bok choy
baby carrot	11960	baby carrot
baby greens	11253	mixed greens
baby potato	11352	baby potato	none
baby spinach	11457	spinach
baby sweet pepper	11821	sweet pepper	none
back rib	10192	back rib
bacon	10123	bacon
bacon cube	10123	bacon
bacon lardon	10123	bacon
bacon rasher	10123	bacon	slice
bacon slice	10123	bacon	slice
bacon strip	10123	bacon	slice
bagel	18001	bagel
baguette	18029	baguette
baked bean	16006	baked bean
baking powder	18369	baking powder
baking soda	18372	baking soda
balsamic vinaigrette	04135	vinaigrette
balsamic vinegar	02069	balsamic vinegar
bamboo shoot	11026	bamboo shoot
banana	09040	banana
banana pepper	11981	banana pepper
barbecue sauce	06150	barbecue sauce
barley	20005	barley
basil	02044	basil
basil leaf	02044	basil
basmati	20044	rice
basmati rice	20044	rice
bay leaf	02004	bay leaf
bayleaf	02004	bay leaf
bbq sauce	06150	barbecue sauce
bean sprout	11043	bean sprout
beansprout	11043	bean sprout
beef	13795	beef
beef bouillon	06075	beef bouillon	cube
beef bouillon cube	06075	beef bouillon	cube
beef bouillon granule	06075	beef bouillon
beef brisket	13803	brisket
beef broth	06170	beef stock
beef chuck	13809	beef chuck
beef chuck roast	13809	beef chuck
beef chuck steak	13809	beef chuck
beef cube steak	13868	cube steak
beef fat	04001	tallow
beef liver	13325	beef liver
beef mince	23572	ground beef
beef short rib	23128	short rib
beef stew meat	23093	stew beef
beef stock	06170	beef stock
beef stock cube	06075	beef bouillon	cube
beef tallow	04001	tallow
beef tenderloin	13917	beef tenderloin
beef top round	13891	top round
beef top round steak	13891	top round
beer	14003	beer
beet	11080	beet	beet
beet leaf	11086	beet leaf
beetroot	11080	beetroot
bell pepper	11333	bell pepper
besan	16157	chickpea flour
bicarb	18372	baking soda
bicarb soda	18372	baking soda
bicarbonate of soda	18372	baking soda
bicarbonate soda	18372	baking soda
bird's eye chili	11819	bird's eye chili
black bean	16015	black bean
black currant	09083	black currant
black mustard seed	02024	black mustard seed
black olive	09193	olive
black pepper	02030	black pepper
black peppercorn	02030	black peppercorn		whole
black-eyed pea	16063	black-eyed pea
blackberry	09042	blackberry
blackcurrant	09083	black currant
blood orange	09200	orange
blue cheese	01004	blue cheese
blue cheese crumble	01004	blue cheese
blueberry	09050	blueberry
bok choi	11116	bok choy
bok choy	11116	bok choy
borage	11613	borage
borlotti bean	16020	borlotti bean
bouillon	06080	bouillon cube	cube
bouillon cube	06080	bouillon cube	cube
bouillon powder	06080	bouillon cube
bourbon	14037	whiskey
bow tie pasta	20120	pasta
bowtie pasta	20120	pasta
brandy	14037	brandy
bratwurst	07013	bratwurst
brazil nut	12078	brazil nut
bread	18069	bread
bread and butter pickle	11940	sweet pickle
bread crumb	18079	breadcrumb
bread flour	20083	bread flour
breadcrumb	18079	breadcrumb
breakfast sausage	07063	pork sausage
brie	01006	brie
brisket	13803	brisket
broccoli	11090	broccoli
broccoli floret	11090	broccoli
broth	06194	chicken stock
brown rice	20036	brown rice
brown sugar	19334	brown sugar
brussels sprout	11098	brussels sprout
bucatini	20120	pasta
buckwheat	20008	buckwheat
buckwheat flour	20011	buckwheat flour
bulgur	20012	bulgur
bulgur wheat	20012	bulgur
burger bun	18350	bun
burgundy	14096	red wine
burrata	-	burrata
butter	01001	butter
buttermilk	01088	buttermilk
butternut squash	11485	butternut squash
butterscotch chip	19085	butterscotch chip
cabbage	11109	cabbage
cabernet	14096	red wine
cacao butter	04501	cocoa butter
cacao powder	19165	cocoa powder
caesar salad dressing	43015	caesar salad dressing
cake	-	cake
cake flour	20084	cake flour
cake mix	18144	cake mix
calamari	15175	squid
camembert	01007	camembert
campanelle	20120	pasta
candy cane	19107	hard candy	none
canned pineapple	09268	canned pineapple
cannellini bean	16050	cannellini bean
cannelloni	20120	pasta
canola oil	04582	canola oil
cantaloupe	09181	cantaloupe
capellini	20120	pasta
caper	02054	caper
capsicum	11333	bell pepper
caramel sauce	19364	caramel sauce
caraway	02005	caraway
caraway seed	02005	caraway seed
cardamom	02006	cardamom
cardamom powder	02006	cardamom
carp	15008	carp
carrot	11124	carrot
carrot top	-	carrot top
cashew	12087	cashew
cassava	11134	cassava
caster sugar	19335	caster sugar
catfish	15234	catfish
cauliflower	11135	cauliflower	head
cauliflower floret	11135	cauliflower
cavatappi	20120	pasta
cayenne	02031	cayenne
cayenne pepper	02031	cayenne pepper
celeriac	11141	celeriac
celery	11143	celery	stalk
celery seed	02007	celery seed
challah	18027	challah
champagne	14106	sparkling wine
chanterelle	11239	chanterelle
chard	11147	chard
chardonnay	14106	white wine
cheddar	01009	cheddar		shredded
cheddar cheese	01009	cheddar cheese		shredded
cheerio	08013	cheerio
cheese	-	cheese
cheese tortellini	22901	tortellini
cherry	09070	cherry	cherry
cherry gelatin	19172	gelatin dessert
cherry pie filling	19314	cherry pie filling
cherry tomato	11529	cherry tomato	cherry
chestnut	12167	chestnut
chevre	01159	chevre
chia	12006	chia seed
chia seed	12006	chia seed
chianti	14096	red wine
chicken	05006	chicken
chicken bouillon	06080	bouillon cube	cube
chicken bouillon cube	06080	bouillon cube	cube
chicken bouillon granule	06080	bouillon cube
chicken breast	05062	chicken breast
chicken breast half	05062	chicken breast
chicken broth	06194	chicken stock
chicken cutlet	05062	chicken breast
chicken drumstick	05066	chicken drumstick
chicken fillet	05062	chicken breast
chicken leg	05075	chicken leg
chicken liver	05027	chicken liver
chicken stock	06194	chicken stock
chicken stock cube	06080	bouillon cube	cube
chicken tender	05062	chicken breast
chicken tenderloin	05062	chicken breast
chicken thigh	05096	chicken thigh
chicken wing	05100	chicken wing
chickpea	16057	chickpea
chickpea flour	16157	chickpea flour
chili	11819	chili
chili bean	43112	chili bean
chili crisp	-	chili crisp
chili flake	02031	red pepper flake
chili pepper	11819	chili
chili pepper flake	02031	red pepper flake
chili powder	02009	chili powder
chili sauce	06972	chili sauce
chilli	11819	chili
chilli flake	02031	red pepper flake
chilli powder	02009	chili powder
chinese five-spice powder	-	chinese five-spice powder
chipolata	07063	pork sausage
chipolata sausage	07063	pork sausage
chipotle pepper	-	chipotle pepper
chive	11156	chive
chocolate	19904	chocolate
chocolate chip	19080	chocolate chip
chocolate hazelnut spread	19125	chocolate hazelnut spread
chocolate protein powder	14066	protein powder
chocolate syrup	14181	chocolate syrup
chorizo	07019	chorizo
chuck	13815	chuck
chuck roast	13809	beef chuck
chuck steak	13809	beef chuck
ciabatta	18033	ciabatta
ciabatta bread	18033	ciabatta
cider vinegar	02048	cider vinegar
cilantro	11165	cilantro
cinnamon	02010	cinnamon
cinnamon powder	02010	cinnamon
cinnamon roll	18357	cinnamon roll
cinnamon stick	02010	cinnamon stick
cipollini onion	11282	cipollini onion	none
clam	15157	clam
clementine	09433	clementine
clove	02011	clove
club soda	14121	club soda
coarse sugar	19335	coarse sugar
cocoa	19165	cocoa powder
cocoa butter	04501	cocoa butter
cocoa powder	19165	cocoa powder
coconut	12104	coconut
coconut butter	12177	coconut butter
coconut cream	12115	coconut cream
coconut milk	12118	coconut milk
coconut oil	04047	coconut oil
coconut water	12119	coconut water
cod	15015	cod
cod fillet	15015	cod
coffee	14209	coffee
coffee bean	-	coffee bean
cognac	14037	cognac
coke	14148	cola
cola	14148	cola
colby	01011	colby		shredded
colby jack	01011	colby jack		shredded
collard	11161	collard
collard green	11161	collard
collard greens	11161	collard
conchiglie	20099	pasta
condensed milk	01095	condensed milk
condensed tomato soup	06159	condensed soup
confectioners' sugar	19336	powdered sugar
cooked basmati rice	20045	cooked rice
cooked brown rice	20037	cooked brown rice
cooked chicken	05013	cooked chicken
cooked chicken breast	05064	cooked chicken breast
cooked jasmine rice	20045	cooked rice
cooked lentil	16070	cooked lentil
cooked long-grain rice	20045	cooked rice
cooked pasta	20121	cooked pasta
cooked quinoa	20137	cooked quinoa
cooked rice	20045	cooked rice
cooked spaghetti	20121	cooked pasta
cooked white rice	20045	cooked rice
cookie	-	cookie
cooking oil	04044	vegetable oil
cooking spray	-	cooking spray
cool whip	01073	whipped topping
coriander	02013	coriander
coriander leaf	11165	cilantro
coriander powder	02013	coriander
coriander seed	02013	coriander seed
corn	11167	corn
corn flake	08020	corn flake
corn oil	04518	corn oil
corn starch	20027	cornstarch
corn syrup	19350	corn syrup
corn tortilla	18363	corn tortilla
corn tortilla chip	19056	tortilla chip
cornflake	08020	corn flake
cornflour	20027	cornstarch
cornish game hen	05307	cornish hen
cornish hen	05307	cornish hen
cornmeal	20022	cornmeal
cornstarch	20027	cornstarch
cotija	01227	cotija
cotija cheese	01227	cotija
cottage cheese	01012	cottage cheese
country style rib	10204	country-style rib
country-style rib	10204	country-style rib
courgette	11477	zucchini
couscous	20028	couscous
crab	15139	crab
crab meat	15139	crab
cracker	18229	cracker	crackers
cranberry	09078	cranberry
cranberry juice	14242	cranberry juice
cream	01053	heavy cream
cream cheese	01017	cream cheese
cream of chicken soup	06016	condensed soup
cream of mushroom soup	06043	condensed soup
cream of tartar	18373	cream of tartar
cream style corn	11174	creamed corn
creamed coconut	12177	coconut butter
creamed corn	11174	creamed corn
creamer potato	11352	creamer potato	none
creme fraiche	-	creme fraiche
cremini	11266	cremini mushroom	piece whole
cremini mushroom	11266	cremini mushroom	piece whole
crimini	11266	cremini mushroom	piece whole
crimini mushroom	11266	cremini mushroom	piece whole
crispy rice cereal	08065	rice cereal
croissant	18239	croissant
crookneck squash	11467	yellow squash
crouton	18242	crouton
crushed pineapple	09268	crushed pineapple
crushed red pepper	02031	red pepper flakes
crushed red pepper flake	02031	red pepper flakes
crushed tomato	11693	crushed tomato
crusty bread	18029	crusty bread
cube steak	13868	cube steak
cubed steak	13868	cube steak
cucumber	11205	cucumber
cumin	02014	cumin
cumin seed	02014	cumin seed
currant	09085	currant
curry leaf	-	curry leaf
curry powder	02015	curry powder
daikon	11430	daikon
dairy-free butter	04610	margarine
dairy-free milk	-	dairy-free milk
dandelion	11207	dandelion
dandelion green	11207	dandelion
dark brown sugar	19334	brown sugar
dark chocolate	19904	dark chocolate
dark rum	14037	rum
dark rye flour	20063	rye flour
dark soy sauce	16123	soy sauce
dashi	-	dashi
date	09087	date
demerara sugar	19908	demerara sugar
desiccated coconut	12108	desiccated coconut
diced green chile	11980	green chile
dijon mustard	02046	dijon mustard
dill	02045	dill
dill pickle	11937	pickle	each
dill weed	02045	dill weed
distilled vinegar	02053	distilled vinegar
ditalini	20120	pasta
dolphinfish	15023	mahi mahi	none
double cream	01053	heavy cream
dressing	-	dressing
dried apricot	09032	dried apricot
dried black bean	16014	dried black bean
dried black-eyed pea	16062	dried black-eyed pea
dried borlotti bean	16019	dried borlotti bean
dried cannellini bean	16049	dried white bean
dried chickpea	16056	dried chickpea
dried cranberry	09079	dried cranberry
dried fava bean	16052	dried fava bean
dried fig	09094	dried fig
dried garbanzo bean	16056	dried chickpea
dried great northern bean	16024	dried great northern bean
dried kidney bean	16027	dried kidney bean
dried lima bean	16071	dried lima bean
dried mung bean	16080	dried mung bean
dried navy bean	16037	dried navy bean
dried pinto bean	16042	dried pinto bean
dried porcini mushroom	11268	dried porcini mushroom
dried white bean	16049	dried white bean
drumstick	05066	chicken drumstick
dry mustard	02024	mustard powder
dry sherry	14536	sherry
dry white wine	14106	white wine
duck	05139	duck	duck
duck breast	05141	duck breast
duck egg	01138	duck egg
duck fat	04574	duck fat
dulce de leche	01225	dulce de leche
edam	01018	edam
edam cheese	01018	edam cheese
edamame	11212	edamame
egg	01123	egg	large
egg noodle	20109	egg noodle
egg tagliatelle	20093	tagliatelle
egg white	01124	egg white	large
egg yolk	01125	egg yolk	large
eggplant	11209	eggplant
einkorn flour	20080	whole wheat flour
elbow macaroni	20099	elbow macaroni
elderberry	09088	elderberry
emmental	01040	swiss cheese		shredded
enchilada sauce	06599	enchilada sauce
endive	11213	endive
english cucumber	11205	cucumber
english muffin	18258	english muffin
enoki	11950	enoki
epazote	11984	epazote
espresso	14210	espresso
evaporated milk	01096	evaporated milk
extra-firm tofu	16159	tofu
extra-virgin olive oil	04053	olive oil
falafel	16138	falafel
farfalle	20120	pasta
fat	-	fat
fat free milk	01085	milk
fat free yoghurt	01118	yogurt
fat free yogurt	01118	yogurt
fat-free cream cheese	01186	cream cheese
fat-free milk	01085	milk
fat-free sour cream	01180	sour cream
fava bean	16053	fava bean
feijoa	09334	feijoa
fennel	11957	fennel
fennel bulb	11957	fennel
fennel seed	02018	fennel seed
fenugreek	02019	fenugreek
fenugreek seed	02019	fenugreek seed
feta	01019	feta
feta cheese	01019	feta cheese
feta crumble	01019	feta		crumbled
fettuccine	20120	pasta
fig	09089	fig
filo	18338	filo
filo pastry	18338	filo pastry
fine sea salt	02047	salt
fine semolina	20066	semolina
fingerling potato	11352	fingerling potato	none
fish	-	fish
fish broth	06963	fish broth
fish sauce	06179	fish sauce
fish stock	06174	fish stock
flaky sea salt	02047	salt
flank steak	13065	flank steak
flanken beef short rib	23128	short rib
flanken short rib	23128	short rib
flat rice noodle	20133	rice noodle
flat-leaf parsley	11297	parsley
flavored gelatin	19172	gelatin dessert
flax	12220	flaxseed
flax seed	12220	flaxseed
flaxseed	12220	flaxseed
flaxseed meal	12220	flaxseed
flounder	15028	sole
flour	20081	flour
flour tortilla	18364	flour tortilla
fontina	01020	fontina		shredded
frankfurter	07023	hot dog	frankfurter
french fry	11402	french fry
fresh coriander	11165	cilantro
fresh pasta	20093	fresh pasta
fried tofu	16129	fried tofu
frisee	11213	endive
frozen chopped spinach	11463	frozen spinach
frozen french fry	11402	french fry
frozen spinach	11463	frozen spinach
frozen sweetened strawberry	09320	strawberry
fusilli	20099	pasta
game hen	05307	cornish hen
garam masala	-	garam masala
garbanzo bean	16057	chickpea
garlic	11215	garlic	clove
garlic clove	11215	garlic	clove
garlic granule	02020	garlic powder
garlic powder	02020	garlic powder
gelatin	19177	gelatin	envelope
gelatin dessert	19172	gelatin dessert
gelatine	19177	gelatin
gemelli	20120	pasta
ghee	01003	ghee
ghee butter	01003	ghee
gherkin	11937	pickle
gin	14037	gin
ginger	11216	ginger
ginger ale	14136	ginger ale
ginger powder	02021	ground ginger
ginger root	11216	ginger
gingerroot	11216	ginger
glutinous rice	20054	glutinous rice
goat	17168	goat
goat cheese	01159	goat cheese
goat cheese crumble	01159	goat cheese
goat meat	17168	goat
gochujang	-	gochujang
golden raisin	09297	sultana
golden syrup	-	golden syrup
goose	05148	goose	goose
gooseberry	09107	gooseberry
gorgonzola	01004	gorgonzola
gouda	01022	gouda
graham cracker	18173	graham cracker
graham cracker crumb	18173	graham cracker
graham cracker crust	18942	graham cracker crust	crust
graham flour	20080	whole wheat flour
gram flour	16157	chickpea flour
granny smith apple	09003	apple
granola	08037	granola
granulated garlic	02020	garlic powder
granulated sugar	19335	sugar
grape	09132	grape	grapes
grape tomato	11529	cherry tomato	none
grapefruit	09112	grapefruit
great northern bean	16025	great northern bean
greek yoghurt	01256	greek yogurt
greek yogurt	01256	greek yogurt
green bean	11052	green bean	beans
green bell pepper	11333	green bell pepper
green capsicum	11333	bell pepper
green cardamom pod	02006	green cardamom pod
green chile	11980	green chile
green chilli	11819	chili
green curry paste	-	green curry paste
green lentil	16069	lentil
green olive	09195	green olive
green onion	11291	spring onion
green pea	11304	green pea
green pepper	11333	green bell pepper
green tomato	11527	green tomato
grit	08090	grits
grits	08090	grits
ground beef	23572	ground beef
ground beef 70 lean	13498	ground beef
ground beef 75 lean	23577	ground beef
ground beef 85 lean	23567	ground beef
ground beef 90 lean	23562	ground beef
ground beef 95 lean	23557	ground beef
ground beef meat	23572	ground beef
ground chicken	05332	ground chicken
ground chicken meat	05332	ground chicken
ground coffee	-	ground coffee
ground cumin	02014	cumin
ground flaxseed	12220	flaxseed
ground ginger	02021	ground ginger
ground lamb	17224	ground lamb
ground pork	10219	ground pork
ground pork 84 lean	10972	ground pork
ground pork 96 lean	10973	ground pork
ground pork meat	10219	ground pork
ground turkey	05665	ground turkey
ground turkey 85 lean	05668	ground turkey
ground turkey meat	05665	ground turkey
groundnut oil	04042	peanut oil
gruyere	01023	gruyere		shredded
gruyere cheese	01023	gruyere cheese		shredded
guanciale	10105	guanciale
guava	09139	guava
haddock	15033	haddock
half and half	01049	half and half
half-and-half	01049	half and half
halibut	15036	halibut
halloumi	-	halloumi
ham	07029	ham
hamburger bun	18350	bun
hard candy	19107	hard candy
hard taco shell	18360	taco shell
harissa paste	-	harissa paste
hash brown	11390	hash brown
hazelnut	12120	hazelnut
hazelnut flour	12120	hazelnut flour		ground
hazelnut meal	12120	hazelnut flour		ground
hazelnut spread	19125	chocolate hazelnut spread
heavy cream	01053	heavy cream
heavy whipping cream	01053	heavy cream
hemp milk	-	hemp milk
herb	-	herb
herbes de provence	-	herbes de provence
herring	15039	herring
hoisin sauce	06175	hoisin sauce
honey	19296	honey
honeydew	09184	honeydew
horseradish	02055	horseradish
hot dog	07023	hot dog	frankfurter
hot dog bun	18350	bun
hot pepper sauce	06168	hot sauce
hot sauce	06168	hot sauce
hummus	16158	hummus
hungarian wax pepper	11981	banana pepper
ice	14411	ice
ice cube	14411	ice
ice water	14411	water
iceberg	11252	iceberg
iceberg lettuce	11252	iceberg lettuce
icing sugar	19336	powdered sugar
imitation crab	15138	imitation crab
instant coffee	14214	instant coffee
instant espresso powder	14214	instant espresso powder
instant pudding mix	19202	pudding mix
instant rice	20048	rice
instant vanilla pudding mix	19202	pudding mix
instant white rice	20048	rice
instant yeast	18375	instant yeast	packet
italian bread crumb	18376	breadcrumb
italian breadcrumb	18376	breadcrumb
italian dressing	04114	italian dressing
italian sausage	07036	italian sausage
italian seasoned breadcrumb	18376	breadcrumb
italian-style bread crumb	18376	breadcrumb
italian-style breadcrumb	18376	breadcrumb
jackfruit	09144	jackfruit
jalapeno	11979	jalapeno
jalapeno pepper	11979	jalapeno pepper
jam	19297	jam
jasmine rice	20044	rice
jell-o	19172	gelatin dessert
jello	19172	gelatin dessert
jelly	19300	jelly
jerusalem artichoke	11226	jerusalem artichoke
jicama	11603	jicama
juice	-	juice
jumbo shell	20099	pasta
kalamata olive	09193	olive
kale	11233	kale
kashmiri chili powder	02031	kashmiri chili powder
ketchup	11935	ketchup
kidney bean	16028	kidney bean
kielbasa	07970	kielbasa
kiwi	09148	kiwi
kohlrabi	11241	kohlrabi
kosher dill pickle	11937	pickle	each
kosher salt	02047	kosher salt
kosher salt and black pepper	-	kosher salt and black pepper
kumquat	09149	kumquat
lacinato kale	11233	kale
ladyfinger	18423	ladyfinger
lager	14003	beer
lager beer	14003	beer
lamb	17001	lamb
lamb leg	17011	leg of lamb
lamb leg meat	17011	leg of lamb
lamb mince	17224	ground lamb
lamb shoulder	17035	lamb shoulder
lamb stew meat	17035	lamb shoulder
lard	04002	lard
lardon	10123	bacon
lasagna	20120	pasta
lasagna noodle	20120	lasagna noodle
lasagna sheet	20120	lasagna noodle
lasagne	20120	pasta
leek	11246	leek
leg of lamb	17011	leg of lamb
lemon	09150	lemon
lemon gelatin	19172	gelatin dessert
lemon juice	09152	lemon juice
lemon wedge	09150	lemon wedge
lemon zest	09156	lemon zest
lemongrass	11972	lemongrass
lentil	16069	lentil
lettuce	11252	lettuce
light brown sugar	19334	brown sugar
light corn syrup	19350	corn syrup
light cream	01050	light cream
light cream cheese	43274	cream cheese
light mayo	04641	mayonnaise
light mayonnaise	04641	mayonnaise
light rye flour	20065	rye flour
light sour cream	01179	sour cream
light soy sauce	16123	soy sauce
lima bean	16072	lima bean
lime	09159	lime
lime gelatin	19172	gelatin dessert
lime juice	09160	lime juice
linguine	20120	pasta
linseed	12220	flaxseed
lobster	15147	lobster
lobster tail	15147	lobster	none
long-grain rice	20044	long-grain rice
long-grain white rice	20044	rice
longan	09172	longan
loquat	09174	loquat
lotus root	11254	lotus root
low fat milk	01082	milk
low fat plain yogurt	01117	yogurt
low fat yogurt	01117	yogurt
low sodium chicken broth	06183	chicken stock
low-fat cottage cheese	01015	cottage cheese
low-fat cream cheese	43274	cream cheese
low-fat milk	01082	milk
low-moisture mozzarella	01027	mozzarella
low-sodium chicken broth	06183	chicken stock
lowfat milk	01082	milk
lump crab meat	15139	crab
lychee	09164	lychee
macadamia	12131	macadamia nut
macadamia nut	12131	macadamia nut
macaroni	20099	pasta
mace	02022	mace
mackerel	15046	mackerel
madeira	14057	marsala
mahi mahi	15023	mahi mahi	none
makrut lime leaf	-	makrut lime leaf
mandarin	09218	tangerine
mandarin orange	09218	tangerine
mange tout	11300	snow pea
mangetout	11300	snow pea
mango	09176	mango
manicotti	20120	pasta
manicotti pasta	20120	pasta
manicotti pasta tube	20120	pasta
manicotti shell	20120	pasta
manicotti tube	20120	pasta
maple sugar	19340	maple sugar
maple syrup	19353	maple syrup
margarine	04610	margarine
marinara	06931	marinara sauce
marinara sauce	06931	marinara sauce
marjoram	02023	marjoram
marmalade	19303	marmalade
marmite	43406	yeast extract
marsala	14057	marsala
marshmallow	19116	marshmallow	regular
masa harina	20017	masa harina
mascarpone	-	mascarpone
matcha powder	-	matcha powder
mayo	04025	mayonnaise
mayonnaise	04025	mayonnaise
meat	-	meat
meatless sausage	16107	vegan sausage	none
medium rye flour	20064	rye flour
medium shell	20099	pasta
medjool date	09421	date
merlot	14096	red wine
mesclun	11253	mixed greens
mexican blend cheese	01251	cheese blend
mezcal	14037	mezcal
mild curry powder	02015	curry powder
milk	01077	milk
milk chocolate	19120	milk chocolate
milk chocolate chip	19120	milk chocolate
milk powder	01091	milk powder
millet	20031	millet
mince	23572	ground beef
minced beef	23572	ground beef
minced pork	10219	ground pork
mini marshmallow	19116	marshmallow
mini sweet pepper	11821	sweet pepper	none
miniature marshmallow	19116	marshmallow
mint	02065	mint
mint leaf	02065	mint
minute rice	20048	rice
mirin	-	mirin
miso	16112	miso
miso paste	16112	miso
mixed greens	11253	mixed greens
mixed spice	02035	mixed spice
mixed vegetable	11583	mixed vegetable
molasses	19304	molasses
monk fruit sugar	-	monk fruit sugar
monkfish	15054	monkfish
monterey jack	01025	monterey jack		shredded
monterey jack cheese	01025	monterey jack		shredded
mostaccioli	20120	pasta
mozzarella	01026	mozzarella
mulberry	09190	mulberry
mung bean	16080	mung bean
muscovado sugar	19334	brown sugar
mushroom	11260	mushroom
mussel	15164	mussel
mustard	02046	mustard
mustard green	11270	mustard green
mustard oil	04583	mustard oil
mustard powder	02024	mustard powder
mustard seed	02024	mustard seed
naan	28307	naan
napa cabbage	11119	napa cabbage
natural yoghurt	01116	yogurt
navy bean	16037	navy bean
nectarine	09191	nectarine
neufchatel	01031	cream cheese
neufchatel cheese	01031	cream cheese
neutral oil	04044	vegetable oil
new potato	11352	new potato	none
nigella seed	-	nigella seed
non-dairy milk	-	non-dairy milk
nonfat cottage cheese	01014	cottage cheese
nonfat milk	01085	milk
nonfat sour cream	01180	sour cream
nonfat yogurt	01118	yogurt
noodle	-	noodle
nori	11446	nori
nori sheet	-	nori sheet
nut	-	nut
nutella	19125	chocolate hazelnut spread
nutmeg	02025	nutmeg
nutritional yeast	-	nutritional yeast
oat	08120	oat
oat flour	20132	oat flour
oat milk	-	oat milk
oatmeal	08120	oat
octopus	15166	octopus
oil	04044	oil
okra	11278	okra
olive	09193	olive
olive oil	04053	olive oil
onion	11282	onion
onion flake	11284	onion flake
onion powder	02026	onion powder
onion soup mix	06094	onion soup mix	packet
orange	09200	orange
orange bell pepper	11951	orange bell pepper
orange blossom water	-	orange blossom water
orange gelatin	19172	gelatin dessert
orange juice	09206	orange juice
orange juice concentrate	09214	orange juice concentrate
orange marmalade	19303	marmalade
orange zest	09216	orange zest
orecchiette	20120	pasta
oregano	02027	oregano
oreo	18166	oreo cookie
oreo cookie	18166	oreo cookie
orzo	20120	pasta
oyster	15167	oyster
oyster mushroom	11987	oyster mushroom
oyster sauce	06176	oyster sauce
pak choi	11116	bok choy
pak choy	11116	bok choy
palm oil	04055	palm oil
pancetta	10123	pancetta
paneer	-	paneer
panko	-	panko
panko bread crumb	-	panko
panko breadcrumb	-	panko
papaya	09226	papaya
pappardelle	20120	pasta
paprika	02028	paprika
paprika powder	02028	paprika
parboiled rice	20046	parboiled rice
parmesan	01032	parmesan
parmigiano-reggiano	01032	parmesan
parsley	11297	parsley
parsley flake	02029	dried parsley
parsnip	11298	parsnip
part skim mozzarella	01029	mozzarella		shredded
part skim ricotta	01037	ricotta
part-skim mozzarella	01029	mozzarella		shredded
part-skim mozzarella cheese	01029	mozzarella		shredded
part-skim ricotta	01037	ricotta
part-skim ricotta cheese	01037	ricotta
passata	11547	passata
pasta	20120	pasta
pasta sauce	06931	marinara sauce
pasta shell	20099	pasta
pea	11304	pea
peach	09236	peach
peanut	16087	peanut
peanut butter	16098	peanut butter
peanut butter powder	-	powdered peanut butter
peanut oil	04042	peanut oil
pear	09252	pear
pearl barley	20005	pearl barley
pearl onion	11282	pearl onion	none
pearl sugar	19335	pearl sugar
peas and carrot	11322	peas and carrot
pecan	12142	pecan
pecorino	01038	pecorino
pecorino romano	01038	pecorino romano
penne	20120	pasta
penne rigate	20120	penne
pepita	12014	pumpkin seed
pepper	02030	black pepper
pepper jack	01025	monterey jack		shredded
pepper jack cheese	01025	monterey jack		shredded
peppercorn	02030	black pepper		whole
peppermint candy	19107	hard candy
pepperoni	07057	pepperoni
persimmon	09263	persimmon
petit poi	11304	pea
petits poi	11304	pea
phyllo	18338	filo pastry
phyllo dough	18338	filo pastry
pickle	11937	pickle	each
pico de gallo	27027	pico de gallo
pie	-	pie
pie crust	18334	pie crust	pie crust
pie shell	18334	pie crust	pie crust
pine nut	12147	pine nut
pineapple	09266	pineapple
pineapple chunk	09266	pineapple
pineapple juice	09273	pineapple juice
pineapple ring	09268	pineapple ring	slice
pineapple slice	09268	pineapple ring	slice
pinot noir	14096	red wine
pinto bean	16043	pinto bean
pistachio	12151	pistachio
pita	18041	pita	large
pita bread	18041	pita	large
pizza sauce	06152	pizza sauce
plain flour	20081	flour
plain yoghurt	01116	yogurt
plain yogurt	01116	yogurt
plant based sausage	16107	vegan sausage	none
plant butter	04610	margarine
plant milk	-	plant milk
plant-based butter	04610	margarine
plant-based milk	-	plant-based milk
plantain	09277	plantain
plum	09279	plum
plum tomato	11529	plum tomato	plum tomato
polenta	20022	polenta
pollock	15065	pollock
pomegranate	09286	pomegranate	pomegranate
pomegranate molasses	-	pomegranate molasses
pomegranate seed	09286	pomegranate seed
pomelo	09295	pomelo
poppy seed	02033	poppy seed
pork	10187	pork
pork back rib	10192	back rib
pork belly	10005	pork belly
pork breakfast sausage	07063	pork sausage
pork chop	10062	pork chop
pork lard	04002	lard
pork loin	10020	pork loin
pork loin roast	10020	pork loin
pork mince	10219	ground pork
pork rib	10088	spare rib
pork sausage	07063	pork sausage
pork shoulder	10070	pork shoulder
pork shoulder steak	10080	pork shoulder	none
pork spare rib	10088	spare rib
pork steak	10080	pork shoulder	none
pork tenderloin	10060	pork tenderloin
porkchop	10062	pork chop
port	14057	port
porter	14003	beer
portobello	11265	portobello mushroom	piece whole
portobello mushroom	11265	portobello mushroom	piece whole
potato	11352	potato
potato chip	19411	potato chip
poultry seasoning	02034	poultry seasoning
powdered garlic	02020	garlic powder
powdered milk	01091	milk powder
powdered peanut butter	-	powdered peanut butter
powdered sugar	19336	powdered sugar
prawn	15149	shrimp
prepared horseradish	02055	prepared horseradish
preserve	19297	jam
pretzel	19047	pretzel
prosecco	14106	sparkling wine
protein powder	14066	protein powder
provolone	01035	provolone
prune	09291	prune
puff pastry	18337	puff pastry
pumpernickel	18044	pumpernickel
pumpkin	11422	pumpkin
pumpkin pie spice	02035	pumpkin pie spice
pumpkin puree	11424	pumpkin puree
pumpkin seed	12014	pumpkin seed
pureed tomato	11547	tomato puree
purslane	11427	purslane
quail	05158	quail	quail
quail egg	01140	quail egg
queso fresco	01228	queso fresco
quince	09296	quince
quinoa	20035	quinoa
rabbit	17177	rabbit
radiatori	20099	pasta
radicchio	11952	radicchio
radish	11429	radish
radish leaf	-	radish leaf
raisin	09298	raisin	raisins
ramen noodle	06583	ramen noodle
ranch dressing	04639	ranch dressing
ras el hanout	-	ras el hanout
rasher of bacon	10123	bacon	slice
raspberry	09302	raspberry	raspberries
raspberry gelatin	19172	gelatin dessert
raw sugar	19908	demerara sugar
ready rice	20049	rice
red bell pepper	11821	red bell pepper
red burgundy	14096	red wine
red cabbage	11112	red cabbage
red capsicum	11821	red bell pepper
red chili	11819	chili
red chili flake	02031	red pepper flake
red chili pepper flake	02031	red pepper flake
red currant	09084	red currant
red curry paste	-	red curry paste
red lentil	16069	lentil
red onion	11282	red onion
red pepper	11821	red bell pepper
red pepper flake	02031	red pepper flake
red wine	14096	red wine
red wine vinaigrette	04135	vinaigrette
red wine vinegar	02068	red wine vinegar
reduced fat milk	01079	milk
reduced sodium chicken broth	06183	chicken stock
reduced-fat cream cheese	43274	cream cheese
reduced-fat mayonnaise	04708	mayonnaise
reduced-fat milk	01079	milk
reduced-fat sour cream	01178	sour cream
reduced-sodium chicken broth	06183	chicken stock
refried bean	16103	refried bean
refried black bean	16103	refried bean
refried pinto bean	16103	refried bean
relish	11945	relish
rhubarb	09307	rhubarb
ribeye	23231	ribeye	steak
ribeye steak	23231	ribeye	steak
rice	20044	rice
rice flour	20061	rice flour
rice krispies cereal	08065	rice cereal
rice krispy	08065	rice cereal
rice noodle	20133	rice noodle
rice vinegar	02053	rice vinegar
ricotta	01036	ricotta
riesling	14106	white wine
rigatoni	20120	pasta
rioja	14096	red wine
risotto rice	20050	arborio rice
ritz cracker	18229	cracker	crackers
roasted red pepper	11916	roasted red pepper
rocket	11959	arugula
rolled oat	08120	rolled oat
roma tomato	11529	plum tomato	plum tomato
romaine	11251	romaine
romaine lettuce	11251	romaine lettuce
romano	01038	pecorino romano
romano cheese	01038	pecorino romano
roquefort	01039	roquefort
rose water	-	rose water
rosemary	02063	rosemary
rotini	20099	pasta
rotisserie chicken	05013	cooked chicken
rum	14037	rum
russet potato	11353	potato
rutabaga	11435	swede
rye	20062	rye
rye bread	18060	rye bread
rye flour	20063	rye flour
saffron	02037	saffron
saffron thread	02037	saffron thread
sage	02038	sage
sage leaf	02038	sage leaf
sake	43479	sake
salad greens	11253	mixed greens
salad oil	04044	vegetable oil
salami	07072	salami
salmon	15076	salmon	none
salmon fillet	15076	salmon	none
salsa	06164	salsa
salt	02047	salt
salt and pepper	-	salt and pepper
salt pork	10165	salt pork
salted butter	01001	butter
saltine	18228	saltine
saltine cracker	18228	saltine	crackers
sambal oelek	-	sambal oelek
sanding sugar	19335	coarse sugar
sardine	15088	sardine
satsuma	09218	tangerine
sauce	-	sauce
sauerkraut	11439	sauerkraut
sausage	07036	italian sausage
sauvignon blanc	14106	white wine
savoiardi	18423	ladyfinger
savoy cabbage	11114	savoy cabbage
scallion	11291	spring onion
scallop	15172	scallop
sea bass	15091	sea bass
sea salt	02047	salt
sea scallop	15172	scallop
seasoned bread crumb	18376	breadcrumb
seasoned breadcrumb	18376	breadcrumb
seasoning	-	seasoning
seedless grape	09132	grape	grapes
self-raising flour	20082	self-rising flour
self-rising flour	20082	self-rising flour
semisweet chocolate chip	19080	chocolate chip
semolina	20066	semolina
serrano	11977	serrano
serrano chile	11977	serrano
serrano chili	11977	serrano
serrano pepper	11977	serrano
sesame	12023	sesame seed
sesame oil	04058	sesame oil
sesame seed	12023	sesame seed
seville orange marmalade	19303	marmalade
shallot	11677	shallot
sharp cheddar	01009	cheddar		shredded
sheep milk	01109	sheep milk
sheep's milk	01109	sheep milk
shell pasta	20099	pasta
sherry	14536	sherry
sherry vinegar	-	sherry vinegar
shiitake	11238	shiitake mushroom	piece whole
shiitake mushroom	11238	shiitake mushroom	piece whole
short pasta	20120	pasta
short rib	23128	short rib
shortening	04615	shortening
shredded chicken	05013	cooked chicken
shrimp	15149	shrimp
sichuan peppercorn	-	sichuan peppercorn
silken tofu	16161	tofu
single cream	01050	light cream
sirloin	13929	top sirloin
sirloin steak	13929	top sirloin
skim milk	01085	skim milk
small shell	20099	pasta
smoked ham	07029	ham
smoked paprika	02028	smoked paprika
smoked salmon	15077	smoked salmon
smooth peanut butter	16098	peanut butter
snap pea	11300	sugar snap pea
snapper	15101	snapper
snow pea	11300	snow pea
soba noodle	20114	soba noodle
soda	14121	sparkling water
soda water	14121	club soda
sodium bicarbonate	18372	baking soda
soft goat cheese	01159	soft goat cheese
sole	15028	sole
sorghum	20067	sorghum
sour cherry	09063	sour cherry
sour cream	01056	sour cream
sourdough	18029	sourdough
sourdough bread	18029	sourdough bread
soured cream	01056	sour cream
soy flour	16115	soy flour
soy milk	16120	soy milk
soy protein powder	14067	protein powder
soy sauce	16123	soy sauce
soya sauce	16123	soy sauce
soybean	16108	soybean
spaghetti	20120	pasta
spaghetti squash	11492	spaghetti squash
spanish chorizo	07019	chorizo
spare rib	10088	spare rib
sparkling water	14121	sparkling water
sparkling wine	14106	sparkling wine
spearmint	02065	spearmint
spelt	20140	spelt
spelt flour	20080	spelt flour
spice	-	spice
spinach	11457	spinach
split pea	16085	split pea
spring mix	11253	mixed greens
spring onion	11291	spring onion
squid	15175	squid
sriracha	-	sriracha
sriracha chili sauce	-	sriracha chili sauce
star anise	-	star anise
star fruit	09060	star fruit
steak	13929	top sirloin
steak sauce	27048	steak sauce
steamed rice	20045	steamed rice
stew beef	23093	stew beef
sticky rice	20054	glutinous rice
stilton	01039	roquefort
stock	06194	chicken stock
stock cube	06080	bouillon cube	cube
stock powder	06080	bouillon cube
stout	14003	beer
strawberry	09316	strawberry
strawberry gelatin	19172	gelatin dessert
strawberry jam	19297	jam
strawberry preserve	19297	jam
suet	13335	suet
sugar	19335	sugar
sugar snap pea	11300	sugar snap pea
sultana	09297	sultana
sumac	-	sumac
summer squash	11641	summer squash
sun-dried tomato	11955	sun-dried tomato
sunbutter	12040	sunflower seed butter
sunflower butter	12040	sunflower seed butter
sunflower oil	04506	sunflower oil
sunflower seed	12036	sunflower seed
sunflower seed butter	12040	sunflower seed butter
sushi rice	20052	sushi rice
swede	11435	swede
sweet and sour sauce	27050	sweet and sour sauce
sweet cherry	09070	sweet cherry	cherry
sweet chili sauce	-	sweet chili sauce
sweet corn	11167	sweet corn
sweet onion	11294	sweet onion
sweet paprika	02028	sweet paprika
sweet pepper	11821	sweet pepper
sweet pickle	11940	sweet pickle
sweet pickle relish	11945	sweet pickle relish
sweet potato	11507	sweet potato	sweetpotato
sweetcorn	11167	corn
sweetened condensed milk	01095	condensed milk
sweetened strawberry	09320	strawberry
swiss chard	11147	swiss chard
swiss cheese	01040	swiss cheese		shredded
swordfish	15110	swordfish
syrup	-	syrup
tabasco	06168	hot sauce
tabasco sauce	06168	hot sauce
table salt	02047	table salt
taco seasoning	02075	taco seasoning
taco seasoning mix	02075	taco seasoning
taco shell	18360	taco shell
tagliatelle	20120	tagliatelle
tahini	12166	tahini
tallow	04001	tallow
tamari	16124	tamari
tamari soy sauce	16124	tamari
tamarind	09322	tamarind
tamarind paste	-	tamarind paste
tangerine	09218	tangerine
tapioca	20068	tapioca
tapioca flour	20027	tapioca starch
tapioca starch	20027	tapioca starch
taro	11518	taro
tarragon	02041	tarragon
teff	20142	teff
tempeh	16114	tempeh
tequila	14037	tequila
teriyaki sauce	06112	teriyaki sauce
thai basil	02044	thai basil
thai sweet chili sauce	-	thai sweet chili sauce
thick-cut bacon	10123	bacon
thyme	02049	thyme
tilapia	15261	tilapia
tofu	16427	tofu
tofu puff	16129	fried tofu
tomatillo	11954	tomatillo
tomato	11529	tomato
tomato concentrate	11546	tomato paste
tomato juice	11540	tomato juice
tomato ketchup	11935	ketchup
tomato passata	11547	tomato puree
tomato paste	11546	tomato paste
tomato puree	11547	tomato puree
tomato salsa	06164	salsa
tomato sauce	11549	tomato sauce
tomato soup	06159	condensed soup
tonic	14155	tonic water
tonic water	14155	tonic water
top round	13891	top round
top round steak	13891	top round
top sirloin	13929	top sirloin
topping	-	topping
tortellini	22901	tortellini
tortilla chip	19056	tortilla chip
treacle	19304	molasses
trout	15114	trout
tumeric	02043	turmeric
tumeric powder	02043	turmeric
tuna	15121	tuna
tuna steak	15127	tuna steak
turbinado sugar	19908	demerara sugar
turkey	05167	turkey
turmeric	02043	turmeric
turmeric powder	02043	turmeric
turnip	11564	turnip
turnip leaf	11568	turnip leaf
unflavored gelatin	19177	gelatin	envelope
unsalted butter	01145	butter
unsweetened applesauce	09019	applesauce
unsweetened cocoa powder	19165	cocoa powder
vanilla	02050	vanilla extract
vanilla essence	02050	vanilla extract
vanilla extract	02050	vanilla extract
vanilla ice cream	19095	vanilla ice cream
vanilla instant pudding mix	19202	pudding mix
vanilla protein powder	14066	protein powder
vanilla sugar	19335	vanilla sugar
veal	17088	veal
veal mince	17088	veal
vegan bacon	16104	vegan bacon
vegan burger	16147	veggie burger
vegan butter	04610	margarine
vegan sausage	16107	vegan sausage	none
vegetable	-	vegetable
vegetable broth	06615	vegetable stock
vegetable oil	04044	vegetable oil
vegetable shortening	04615	shortening
vegetable stock	06615	vegetable stock
vegetarian bacon	16104	vegan bacon
vegetarian burger	16147	veggie burger
vegetarian sausage	16107	vegan sausage	none
veggie burger	16147	veggie burger
velveeta	01191	velveeta cheese
velveeta cheese	01191	velveeta cheese
venison	17164	venison
vinaigrette	04135	vinaigrette
vinegar	02053	vinegar
vodka	14037	vodka
walnut	12155	walnut
walnut oil	04528	walnut oil
water	14411	water
water chestnut	11590	water chestnut	waterchestnuts
watercress	11591	watercress
watermelon	09326	watermelon
wax bean	11722	wax bean	beans
waxed bean	11722	wax bean	beans
welsh onion	11293	welsh onion
wheat flour	20081	flour
wheat germ	08084	wheat germ
whey protein powder	14066	protein powder
whipped cream	01054	whipped cream
whipped topping	01073	whipped topping
whiskey	14037	whiskey
whisky	14037	whiskey
white bean	16050	white bean
white bread	18069	bread
white chocolate	19087	white chocolate
white miso paste	16112	miso
white onion	11282	white onion
white pepper	02032	white pepper
white pepper powder	02032	white pepper
white rice	20044	rice
white rum	14037	rum
white vinegar	02053	white vinegar
white wine	14106	white wine
white wine vinegar	02053	white wine vinegar
whole milk	01077	milk
whole milk ricotta	01036	ricotta
whole rye flour	20063	rye flour
whole wheat bread flour	20080	whole wheat flour
whole wheat einkorn flour	20080	whole wheat flour
whole wheat flour	20080	whole wheat flour
whole wheat pasta	20107	pasta
whole wheat penne	20107	pasta
whole wheat spaghetti	20124	pasta
whole-milk ricotta	01036	ricotta
wholegrain mustard	-	wholegrain mustard
wholemeal rye flour	20063	rye flour
wild rice	20088	wild rice
wild rocket	11959	arugula
wine	14084	wine
worcestershire sauce	06971	worcestershire sauce
yam	11601	yam
yeast	18375	yeast	packet
yeast extract	43406	yeast extract
yellow bell pepper	11951	yellow bell pepper
yellow cake mix	18144	cake mix
yellow capsicum	11951	yellow bell pepper
yellow onion	11282	onion
yellow pepper	11951	yellow bell pepper
yellow split pea	16085	split pea
yellow squash	11467	yellow squash
yoghurt	01116	yogurt
yogurt	01116	yogurt
yukon gold potato	11352	potato
za'atar	-	za'atar
zest and juice of lemon	-	zest and juice of lemon
zest and juice of lime	-	zest and juice of lime
ziti	20120	pasta
zucchini	11477	zucchini
"""#
}
