// The scene of Benchmarks/DynamicsBench/DynamicsBenchmark.swift on Box2D 2.4.1 directly, with
// the same calls in the same order as the Dynamics module makes them (100 points per metre,
// 1/120 s float steps, 8/3 iterations, forces cleared once a frame, bullets for items in a
// gravity), for the side-by-side figure of `vfl bench dynamics`.
//   g++ -O2 -std=c++17 raw_box2d.cpp -lbox2d -o raw_box2d && ./raw_box2d 500 120 5 [BULLETS 1|0] [MODE]
// MODE: everything (items pile up), boundaries (items pass through each other), none (free fall).
#include <box2d/box2d.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

int main(int argc, char **argv) {
    int count = argc > 1 ? atoi(argv[1]) : 500, frames = argc > 2 ? atoi(argv[2]) : 120, repeats = argc > 3 ? atoi(argv[3]) : 5;
    bool bullets = argc > 4 ? atoi(argv[4]) != 0 : true;
    std::string mode = argc > 5 ? argv[5] : "everything";
    // Box2D's own filter does what the shim's contact filter does for one collision behaviour.
    b2Filter itemFilter, wallFilter;
    itemFilter.categoryBits = 1;
    itemFilter.maskBits = mode == "everything" ? 3 : mode == "boundaries" ? 2 : 0;
    wallFilter.categoryBits = 2;
    wallFilter.maskBits = mode == "none" ? 0 : 1;
    std::vector<double> falling, landing;
    int awake = 0;
    for (int r = 0; r < repeats; r++) {
        b2World world(b2Vec2(0, 10));
        world.SetAutoClearForces(false);
        const int perRow = 40;
        const float spacing = 28, width = 1200, height = (count + perRow - 1) / perRow * spacing + 600;
        std::vector<b2Body *> bodies;
        for (int i = 0; i < count; i++) {
            b2BodyDef def;
            def.type = b2_dynamicBody;
            def.position.Set((40 + (i % perRow) * spacing + 10) / 100, (40 + (i / perRow) * spacing + 10) / 100);
            b2Body *b = world.CreateBody(&def);
            b2PolygonShape box;
            box.SetAsBox(0.1f, 0.1f);
            b2FixtureDef f;
            f.shape = &box;
            f.density = 1;
            f.friction = 0.2f;
            f.restitution = 0.2f;
            f.filter = itemFilter;
            b->CreateFixture(&f);
            b->SetLinearDamping(0.1f);
            b->SetAngularDamping(0.1f);
            b->SetBullet(bullets);
            bodies.push_back(b);
        }
        b2BodyDef def;
        b2Body *wall = world.CreateBody(&def);
        b2Vec2 corners[4] = {{-0.01f, -0.01f}, {-0.01f, (height + 1) / 100}, {(width + 1) / 100, (height + 1) / 100}, {(width + 1) / 100, -0.01f}};
        b2ChainShape chain;
        chain.CreateLoop(corners, 4);
        b2FixtureDef f;
        f.shape = &chain;
        f.friction = 0.2f;
        f.restitution = 0.2f;
        f.filter = wallFilter;
        wall->CreateFixture(&f);
        const float h = 1.0f / 120;
        double acc = 0;
        int steps = 0, half = frames / 2, firstSteps = 0;
        auto start = std::chrono::steady_clock::now(), middle = start;
        for (int frame = 0; frame < frames; frame++) {
            if (frame == half) {
                middle = std::chrono::steady_clock::now();
                firstSteps = steps;
            }
            acc += 1.0 / 60;
            while (acc >= h) {
                world.Step(h, 8, 3);
                acc -= h;
                steps++;
            }
            world.ClearForces();
            int n = 0;
            for (b2Body *b = world.GetBodyList(); b; b = b->GetNext()) n += b->GetType() == b2_dynamicBody && b->IsAwake();
            awake = n;
        }
        std::chrono::duration<double> first = middle - start, second = std::chrono::steady_clock::now() - middle;
        falling.push_back(first.count() / firstSteps);
        landing.push_back(second.count() / (steps - firstSteps));
    }
    std::sort(falling.begin(), falling.end());
    std::sort(landing.begin(), landing.end());
    printf("BENCH raw-box2d items=%d collision=%s bullets=%d falling_step_ms=%.4f landing_step_ms=%.4f awake=%d\n", count, mode.c_str(),
           bullets ? 1 : 0, falling[falling.size() / 2] * 1000, landing[landing.size() / 2] * 1000, awake);
    return 0;
}
